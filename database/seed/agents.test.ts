import { describe, expect, it } from "vitest";
import { generateDemoData } from "./demo-data.ts";
import { ATTIRES, HAIR_STYLES, agentPortraitSpec, portraitScene, portraitSpec } from "./drawing/portraits.ts";
import { agentAvatar } from "./media-catalog.ts";
import { PORTRAIT_SIZES, mediaJobs } from "./media.ts";
import { AGENT_PROFILES } from "./reference-data.ts";
import { placesInRole } from "./generate/reference.ts";

const profile = (name: string) => {
  const found = AGENT_PROFILES.find((a) => a.name === name);
  if (!found) throw new Error(`no demo agent ${name}`);
  return found;
};
const specOf = (name: string) => agentPortraitSpec(profile(name));
/** the sitter attributes a drawn portrait carries on its root group */
const drawnAs = (svg: string) =>
  Object.fromEntries([...svg.matchAll(/data-(gender|dress|attire|complexion)="([^"]+)"/g)].map((m) => [m[1], m[2]]));

describe("demo agents' portraits", () => {
  it.each(AGENT_PROFILES.map((agent) => [agent.name, agent] as const))(
    "draws %s as the gender, dress and complexion recorded for them",
    (_name, agent) => {
      const spec = agentPortraitSpec(agent);
      expect(spec).toMatchObject({ gender: agent.gender, dress: agent.dress, complexion: agent.complexion });
      expect(ATTIRES[agent.gender][agent.dress]).toContain(spec.attire);
      expect(HAIR_STYLES[agent.gender]).toContain(spec.hairStyle);
      if (agent.gender === "female") expect(spec).toMatchObject({ beard: "none", tie: null });
      expect(drawnAs(portraitScene(spec))).toEqual({
        gender: agent.gender,
        dress: agent.dress,
        attire: spec.attire,
        complexion: agent.complexion,
      });
    },
  );

  it("fixes the mismatches issue 17 found", () => {
    expect(profile("Sarah Mitchell").gender).toBe("female");
    expect(specOf("Sarah Mitchell")).toMatchObject({ beard: "none", attire: "blazer" });
    expect(specOf("Omar Al Hashimi")).toMatchObject({ gender: "male", attire: "kandura" });
    expect(specOf("Priya Nair").attire).toBe("blazer");
    expect(["suit", "suit-open"]).toContain(specOf("Alexei Volkov").attire);
  });

  it("gives women and men different attire and hair styles, so a recorded field always changes the picture", () => {
    for (const dress of ["business", "national"] as const) {
      const women = new Set(ATTIRES.female[dress]);
      expect(ATTIRES.male[dress].filter((attire) => women.has(attire))).toEqual([]);
    }
    const womensHair = new Set(HAIR_STYLES.female);
    expect(HAIR_STYLES.male.filter((style) => womensHair.has(style))).toEqual([]);
  });

  it("follows the recorded gender, dress and complexion whatever the seed", () => {
    for (let seed = 1; seed <= 200; seed++) {
      for (const gender of ["female", "male"] as const) {
        for (const dress of ["business", "national"] as const) {
          const spec = portraitSpec(seed, { gender, dress, complexion: "olive" });
          expect(ATTIRES[gender][dress]).toContain(spec.attire);
          expect(HAIR_STYLES[gender]).toContain(spec.hairStyle);
          if (gender === "female") expect(spec.beard).toBe("none");
          if (spec.attire !== "suit") expect(spec.tie).toBeNull();
        }
      }
    }
  });

  it("draws the same portrait for an agent every time, whatever the agents' order, and a different one for each agent", () => {
    const drawn = AGENT_PROFILES.map((agent) => portraitScene(agentPortraitSpec(agent)));
    const again = [...AGENT_PROFILES].reverse().map((agent) => portraitScene(agentPortraitSpec({ ...agent })));
    expect(again.reverse()).toEqual(drawn);
    expect(new Set(drawn).size).toBe(AGENT_PROFILES.length);
  });

  it("spreads the team over skin tones, women and men", () => {
    expect(new Set(AGENT_PROFILES.map((agent) => agent.complexion)).size).toBeGreaterThanOrEqual(5);
    const portrayed = AGENT_PROFILES.filter((agent) => agent.hasAvatar);
    expect(portrayed.filter((agent) => agent.gender === "female").length).toBeGreaterThanOrEqual(5);
    expect(portrayed.filter((agent) => agent.gender === "male").length).toBeGreaterThanOrEqual(5);
  });

  it("draws each agent's own portrait at their avatar URL, and none for agents shown by initials", () => {
    const jobs = new Map(mediaJobs({ areas: [], developers: [] }).map((job) => [job.url, job]));
    for (const agent of AGENT_PROFILES) {
      const job = jobs.get(agentAvatar(agent.slug));
      if (!agent.hasAvatar) {
        expect(job).toBeUndefined();
        continue;
      }
      expect(job?.draw()).toBe(portraitScene(agentPortraitSpec(agent)));
      expect(job?.sizes).toEqual(PORTRAIT_SIZES);
    }
    expect(AGENT_PROFILES.filter((agent) => !agent.hasAvatar).length).toBeGreaterThan(0);
  });
});

describe("demo agents' rows", () => {
  const agents = generateDemoData({ listings: 0, projects: 0 }).agents;

  it("gives every demo agent a role line for the staff page and agent cards", () => {
    expect(agents).toHaveLength(AGENT_PROFILES.length);
    expect(agents.filter((a) => !a.role?.trim()).map((a) => a.name)).toEqual([]);
  });

  it("links each agent with a portrait to their own drawn portrait", () => {
    for (const a of agents) {
      const recorded = profile(a.name);
      expect(a.avatar).toBe(recorded.hasAvatar ? agentAvatar(a.slug) : null);
    }
  });
});

describe("demo listings and projects go to agents by area", () => {
  const data = generateDemoData({});
  const areaSlug = new Map(data.areas.map((a) => [a.id, a.slug]));
  const profileOf = (agentId: number | null) => {
    const row = data.agents.find((a) => a.id === agentId);
    return row ? profile(row.name) : undefined;
  };

  it("reads the places an agent's role line names", () => {
    expect(placesInRole("Property Consultant – Dubai Marina & JBR").sort()).toEqual(["dubai-marina", "jumeirah-beach-residence"]);
    expect(placesInRole("Property Consultant – JVC & Arjan").sort()).toEqual(["arjan", "jumeirah-village-circle"]);
    expect(placesInRole("Leasing Manager")).toEqual([]);
  });

  it("records every place a role line names among that agent's areas", () => {
    for (const agent of AGENT_PROFILES) expect(agent.areas).toEqual(expect.arrayContaining(placesInRole(agent.role)));
  });

  it("never makes an area consultant the contact for a listing or project outside their areas", () => {
    const misplaced = [...data.listings, ...data.projects].flatMap((row) => {
      const agent = profileOf(row.agent_id);
      const area = row.area_id === null ? undefined : areaSlug.get(row.area_id);
      if (!agent || !area || placesInRole(agent.role).length === 0) return [];
      return agent.areas.includes(area) ? [] : [`${agent.name} → ${area}`];
    });
    expect(misplaced).toEqual([]);
  });

  it("gives JVC's flats to the JVC consultant or the desk, never to the Dubai Marina & JBR consultant", () => {
    const jvc = data.areas.find((a) => a.slug === "jumeirah-village-circle")?.id;
    const contacts = new Set(data.listings.filter((l) => l.area_id === jvc).map((l) => profileOf(l.agent_id)?.name));
    expect(contacts.size).toBeGreaterThan(0);
    expect(contacts).not.toContain("Daniel Okafor");
    expect(contacts).not.toContain("Anna Kowalska");
    expect(contacts).toContain("Rahul Mehta");
  });

  it("keeps a contact of the right focus for every listing: leasing agents for rentals, sales agents for sales", () => {
    for (const l of data.listings) {
      const agent = profileOf(l.agent_id);
      const focus = l.category === "Commercial" ? "commercial" : l.listing_type === "RENT" ? "leasing" : null;
      if (focus) expect(agent?.focus).toContain(focus);
      else expect(agent?.focus.some((f) => f === "sales" || f === "offplan")).toBe(true);
    }
  });
});
