/** A form-level failure (not tied to one field), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="ferry-form-error" role="alert">
      {message}
    </p>
  );
}
