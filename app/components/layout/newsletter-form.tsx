/**
 * The footer newsletter box. The lead-capture feature wires its submission
 * (POST /newsletter); until then it is a plain form that validates the e-mail.
 */
export function NewsletterForm() {
  return (
    <form method="post" action="/newsletter" className="mt-4 flex gap-2" noValidate={false}>
      <label htmlFor="newsletter-email" className="sr-only">
        E-mail address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="Your e-mail"
        className="h-11 min-w-0 flex-1 rounded-full border border-sand-100/25 bg-white/5 px-4 text-sm text-white placeholder:text-sand-300 focus:border-gold-400 focus:outline-none"
      />
      <button type="submit" className="btn btn-gold shrink-0">
        Subscribe
      </button>
    </form>
  );
}
