import type { SVGProps } from "react";
import sprite from "./icons.svg?no-inline";

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * One icon: a <use> of its symbol in icons.svg, a hashed file the browser
 * caches once, so a page with forty icons carries forty short references
 * instead of forty copies of the paths (issue 22). The symbols carry the
 * stroke style; the outer <svg> sizes to 1em like text (`.icon` in app.css).
 */
function Icon({ symbol, title, className, ...props }: IconProps & { symbol: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${symbol}`} />
    </svg>
  );
}

export const ChevronDown = (p: IconProps) => <Icon symbol="chevron-down" {...p} />;
export const ChevronLeft = (p: IconProps) => <Icon symbol="chevron-left" {...p} />;
export const ChevronRight = (p: IconProps) => <Icon symbol="chevron-right" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon symbol="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon symbol="close" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon symbol="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon symbol="mail" {...p} />;
export const PinIcon = (p: IconProps) => <Icon symbol="pin" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon symbol="search" {...p} />;
export const FilterIcon = (p: IconProps) => <Icon symbol="filter" {...p} />;
export const BedIcon = (p: IconProps) => <Icon symbol="bed" {...p} />;
export const BathIcon = (p: IconProps) => <Icon symbol="bath" {...p} />;
export const AreaIcon = (p: IconProps) => <Icon symbol="area" {...p} />;
export const ArrowRight = (p: IconProps) => <Icon symbol="arrow-right" {...p} />;
export const WhatsAppIcon = (p: IconProps) => <Icon symbol="whats-app" {...p} />;
export const HeartIcon = (p: IconProps) => <Icon symbol="heart" {...p} />;
export const HeartFilledIcon = (p: IconProps) => <Icon symbol="heart-filled" {...p} />;
export const CompareIcon = (p: IconProps) => <Icon symbol="compare" {...p} />;
export const CompareOnIcon = (p: IconProps) => <Icon symbol="compare-on" {...p} />;
export const BellIcon = (p: IconProps) => <Icon symbol="bell" {...p} />;
