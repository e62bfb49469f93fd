/** Field kinds the kit renders now; other modes add theirs (SPEC §2 "dropdown, textfield or other input"). */
export type FieldType = 'textfield' | 'dropdown' | 'textarea';

/** One form field with its texts already localized; the field's position gives its payload slot. */
export interface ChallengeField {
  type: FieldType;
  label: string;
  placeholder?: string;
  /** Dropdown choices, in order; without them a dropdown offers the server's caseOptions. */
  options?: readonly string[];
  /** What each option shows where the value sent is not its text (generator and gherkin send indexes). */
  optionTexts?: readonly string[];
  /** A textfield's example text, put in by its 'Fill with template' button. */
  template?: string;
  /**
   * The index of the dropdown that must be chosen first (an API request's method before its body): until then
   * the field is blocked and focusing it explains why (SPEC §5 "a blocked textarea shows selectMethod").
   */
  requires?: number;
  /** The value is a JSON body: it is checked before sending, and an empty one means no body. */
  json?: boolean;
}
