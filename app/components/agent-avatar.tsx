import { SmartImage } from "#app/components/ui/smart-image.tsx";

/** 'Fatima Zahra Benali' → 'FB': the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase("en") ?? "";
  return letter(first) + (last ? letter(last) : "");
}

interface Props {
  name: string;
  avatar: string | null;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  /** box, shape and position; shared by the photo and the initials */
  className: string;
  /** font size of the initials at this box size */
  initialsClassName: string;
}

/**
 * An agent's portrait, or their initials on the brand colour when there is
 * none: a person is never shown as the building placeholder of a listing.
 */
export function AgentAvatar({ name, avatar, alt, sizes, width, height, className, initialsClassName }: Props) {
  if (!avatar) {
    return (
      <span role="img" aria-label={alt} data-testid="agent-initials" className={`${className} ${initialsClassName} avatar-initials`}>
        {initials(name)}
      </span>
    );
  }
  return (
    <SmartImage src={avatar} alt={alt} sizes={sizes} width={width} height={height} className={`${className} bg-sand-100 object-cover`} />
  );
}
