/** The list states of spec §4: loading, error (with an optional Retry), empty. */

export function ListLoading({ message }: { message: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-4 text-base font-medium text-navy-900 shadow-card">
      <span aria-hidden="true" className="h-5 w-5 animate-spin-slow rounded-full border-2 border-sand-300 border-t-gold-600" />
      {message}
    </p>
  );
}

export function ListError({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-5 rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-800">{message}</p>
      {children}
    </div>
  );
}

export function ListEmpty({ message }: { message: string }) {
  return (
    <p className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center text-lg text-muted">{message}</p>
  );
}
