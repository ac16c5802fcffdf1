import type { ContentRow } from "#app/content/types.ts";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import { Paragraphs } from "./paragraphs.tsx";

/** One image-and-text row; `flip` puts the image on the right (rows alternate). */
export function ImageTextRow({ row, flip }: { row: ContentRow; flip: boolean }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} data-reveal="" className="grid items-center gap-8 md:grid-cols-2 md:gap-12 xl:gap-20">
      <div className={flip ? "md:order-last" : ""}>
        <SmartImage
          src={row.rowImg}
          alt=""
          sizes="(min-width: 768px) 45vw, 100vw"
          width={1280}
          height={960}
          className="aspect-[4/3] w-full rounded-3xl bg-sand-200 object-cover shadow-card"
        />
      </div>
      <div>
        <h2 className="text-3xl font-semibold text-navy-900 md:text-4xl">{row.rowHeading}</h2>
        <Paragraphs text={row.rowPara} className="mt-5 text-base md:text-[1.0625rem]" />
      </div>
    </div>
  );
}

/** Image-and-text rows, alternating sides. */
export function ImageTextRows({ rows }: { rows: readonly ContentRow[] }) {
  return (
    <section className="container-page space-y-16 py-16 md:space-y-24 md:py-24">
      {rows.map((row, i) => (
        <ImageTextRow key={row.rowHeading} row={row} flip={i % 2 === 1} />
      ))}
    </section>
  );
}
