import { Paragraphs } from "./paragraphs.tsx";

/** A centred heading and copy under a hero. */
export function IntroSection({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="border-b border-sand-200 bg-white">
      <div className="container-page py-16 md:py-20">
        <div className="mx-auto max-w-3xl md:text-center">
          <span aria-hidden="true" className="mb-6 block h-px w-16 bg-gold-500 md:mx-auto" />
          <h2 className="text-3xl font-semibold text-navy-900 md:text-4xl">{heading}</h2>
          <Paragraphs text={text} className="mt-6 text-base md:text-lg" />
        </div>
      </div>
    </section>
  );
}
