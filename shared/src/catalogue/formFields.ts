import type { FormField } from './types';

/** A plain form's fields in payload slot order: one to three, as many as the slots a submission has. */
export type FormFields = [FormField] | [FormField, FormField] | [FormField, FormField, FormField];

/**
 * The fields a catalogue entry's form is written with, the built-in groups' (challenges.ts) and the brought
 * groups' (broughtChallenges.ts) alike.
 */
export const textfield = (name: string): FormField => ({ type: 'textfield', name });

export const dropdown = (name: string, options: readonly string[]): FormField => ({
  type: 'dropdown',
  name,
  options,
});
