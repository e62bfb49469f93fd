import { useState, type FormEvent } from 'react';
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

  const change = (field: F) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  /** Prevents the page load of a native submit; true when the values may be sent. */
  const check = (event: FormEvent<HTMLFormElement>): boolean => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (Object.keys(values) as F[]).find((field) => found[field] !== undefined);
    if (firstInvalid !== undefined) {
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
    }
    return isValid(found);
  };

  return { values, errors, change, check };
};
