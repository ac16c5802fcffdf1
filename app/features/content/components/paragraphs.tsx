import { splitParagraphs } from "#app/content/guides.ts";

/** Copy written with blank lines between paragraphs, as paragraphs. */
export function Paragraphs({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`prose-copy ${className}`}>
      {splitParagraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
