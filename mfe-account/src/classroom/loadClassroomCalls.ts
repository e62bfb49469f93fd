/** The classroom calls are a chunk of their own, fetched when the dashboard's classes section first needs them. */
export const loadClassroomCalls = () => import('./classroomCalls');
