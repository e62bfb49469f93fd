/**
 * What the class page leaves for the list of classes to announce once it has gone there: a deleted class has no
 * page left to say so on. Taken once, so coming back to the list later says nothing.
 */
let left: string | undefined;

export const leaveClassroomNotice = (text: string): void => {
  left = text;
};

/** Whether a notice waits, without taking it. */
export const hasClassroomNotice = (): boolean => left !== undefined;

export const takeClassroomNotice = (): string | undefined => {
  const text = left;
  left = undefined;
  return text;
};
