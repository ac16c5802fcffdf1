import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "#app/i18n/locale.ts";
import { forgetPrerenderedMarkup, keepMarkedMarkup, Prerendered, prerendering } from "./prerendered.tsx";

function Page({ name, price }: { name: string; price: string }) {
  return (
    <main>
      <Prerendered as="nav" memo="menu" aria-label="Main">
        <a href="/">Home</a>
        {"Text "}
        {name}
      </Prerendered>
      <Prerendered as="article" memo={`card:${price}`} className="card">
        <p>{price}</p>
        <Prerendered as="ul" memo="facts">
          <li>2 beds</li>
        </Prerendered>
      </Prerendered>
    </main>
  );
}

const plain = (node: React.ReactNode) => {
  const store = prerendering.store;
  prerendering.store = undefined;
  try {
    return renderToString(node);
  } finally {
    prerendering.store = store;
  }
};
const served = (node: React.ReactNode) => keepMarkedMarkup(renderToString(node));

afterEach(() => {
  forgetPrerenderedMarkup();
  prerendering.store = undefined;
});

describe("Prerendered", () => {
  it("renders its children as usual without a store (development, the browser)", () => {
    expect(renderToString(<Page name="Marina" price="AED 1" />)).toBe(
      '<main><nav aria-label="Main"><a href="/">Home</a>Text <!-- -->Marina</nav><article class="card"><p>AED 1</p><ul><li>2 beds</li></ul></article></main>',
    );
  });

  it("stores each element's markup the first time, nested ones without their markers, and sends the same bytes from the store", () => {
    const store = new Map<string, string>();
    prerendering.store = store;
    const expected = plain(<Page name="Marina" price="AED 1" />);
    expect(served(<Page name="Marina" price="AED 1" />)).toBe(expected);
    expect(store.get("en:menu")).toBe('<a href="/">Home</a>Text <!-- -->Marina');
    expect(store.get("en:card:AED 1")).toBe("<p>AED 1</p><ul><li>2 beds</li></ul>");
    expect(store.get("en:facts")).toBe("<li>2 beds</li>");
    const reused = prerendering.reused;
    expect(served(<Page name="Marina" price="AED 1" />)).toBe(expected);
    expect(prerendering.reused - reused).toBe(2); // the menu and the card; the facts are inside the card's markup
  });

  it("takes what its memo names, so children that change need a memo that changes", () => {
    const store = new Map<string, string>();
    prerendering.store = store;
    served(<Page name="Marina" price="AED 1" />);
    // the card's memo carries its price: a new price is new markup; the menu's does not carry the name
    const next = served(<Page name="Palm" price="AED 2" />);
    expect(next).toContain("<p>AED 2</p>");
    expect(next).toContain("Marina</nav>");
    expect(store.get("en:card:AED 2")).toBe("<p>AED 2</p><ul><li>2 beds</li></ul>");
  });

  it("keeps each language's markup apart: an Arabic page never gets the English element, nor the other way", () => {
    const store = new Map<string, string>();
    prerendering.store = store;
    served(<Page name="Marina" price="AED 1" />);
    const arabic = served(
      <LocaleProvider value="ar">
        <Page name="مارينا" price="1 درهم" />
      </LocaleProvider>,
    );
    expect(arabic).toContain("مارينا</nav>");
    expect(store.get("ar:menu")).toContain("مارينا");
    expect(store.get("en:menu")).toContain("Marina");
    expect(served(<Page name="Marina" price="AED 1" />)).not.toContain("مارينا");
  });
});
