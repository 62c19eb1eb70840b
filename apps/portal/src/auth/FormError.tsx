/** A form-level error (the server's message), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="fleet-portal-form-error" role="alert">
      {message}
    </p>
  );
}
