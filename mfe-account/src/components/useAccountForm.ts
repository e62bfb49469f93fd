import { useRef, useState, type FormEvent } from 'react';
import type { Failure, Notice } from '../errors/accountErrors';
import { isValid, type FieldErrors } from '../validation/accountValidation';

/**
 * The values and validation texts of an account form. Errors appear on submit, the first invalid field gets
 * focus, and a field's error goes away as soon as it is edited.
 */
export const useAccountForm = <F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const form = useRef<HTMLFormElement | null>(null);

  const change = (field: F) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const focus = (field: F) => {
    const control = form.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  };

  /** Prevents the page load of a native submit; true when the values may be sent. */
  const check = (event: FormEvent<HTMLFormElement>): boolean => {
    event.preventDefault();
    form.current = event.currentTarget;
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(values) as F[]).find((field) => found[field] !== undefined);
    if (firstInvalid !== undefined) focus(firstInvalid);
    return isValid(found);
  };

  /** A failed call: at its field, with focus, when it names one of this form's; in the dialog otherwise. */
  const report = (failure: Failure, show: (notice: Notice) => void) => {
    if (!('field' in failure) || !Object.hasOwn(values, failure.field)) {
      show('field' in failure ? { key: 'generic' } : failure);
      return;
    }
    const field = failure.field as F;
    setErrors({ [field]: failure.key } as FieldErrors<F>);
    focus(field);
  };

  return { values, errors, change, check, report };
};
