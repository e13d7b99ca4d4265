/** A form-level failure (not tied to one field), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="ferry-form-error" role="alert">
      {message}
    </p>
  );
}

/** A failure shown in a field's place or under it, announced when it appears. */
export function FieldAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="ferry-field-error" role="alert">
      {message}
    </p>
  );
}
