import { describe, expect, it } from "vitest";
import { generateDemoData } from "./demo-data.ts";
import { ATTIRES, HAIR_STYLES, agentPortraitSpec, portraitScene } from "./drawing/portraits.ts";
import { agentAvatar } from "./media-catalog.ts";
import { mediaJobs } from "./media.ts";
import { AGENT_PROFILES } from "./reference-data.ts";
import { placesInRole } from "./generate/reference.ts";

const profile = (name: string) => {
  const found = AGENT_PROFILES.find((a) => a.name === name);
  if (!found) throw new Error(`no demo agent ${name}`);
  return found;
};
const specOf = (name: string) => {
  const agent = profile(name);
  return agentPortraitSpec(agent, AGENT_PROFILES.indexOf(agent));
};

describe("demo agents' portraits", () => {
  it.each(AGENT_PROFILES.map((agent, index) => [agent.name, agent, index] as const))(
    "draws %s in the attire, hair and beard of their recorded gender and dress",
    (_name, agent, index) => {
      const spec = agentPortraitSpec(agent, index);
      expect(spec.gender).toBe(agent.gender);
      expect(ATTIRES[agent.gender][agent.dress]).toContain(spec.attire);
      expect(HAIR_STYLES[agent.gender]).toContain(spec.hairStyle);
      if (agent.gender === "female") expect(spec.beard).toBe(false);
    },
  );

  it("fixes the mismatches issue 17 found", () => {
    expect(profile("Sarah Mitchell").gender).toBe("female");
    expect(specOf("Sarah Mitchell")).toMatchObject({ beard: false, attire: "blazer" });
    expect(specOf("Omar Al Hashimi")).toMatchObject({ gender: "male", attire: "kandura" });
    expect(specOf("Priya Nair").attire).toBe("blazer");
    expect(["suit", "suit-open"]).toContain(specOf("Alexei Volkov").attire);
  });

  it("gives women and men different attire for each dress, so a recorded field always changes the picture", () => {
    for (const dress of ["business", "national"] as const) {
      const women = new Set(ATTIRES.female[dress]);
      expect(ATTIRES.male[dress].filter((attire) => women.has(attire))).toEqual([]);
    }
  });

  it("draws each agent's own portrait at their avatar URL, and none for agents shown by initials", () => {
    const jobs = new Map(mediaJobs({ areas: [], developers: [] }).map((job) => [job.url, job]));
    AGENT_PROFILES.forEach((agent, index) => {
      const job = jobs.get(agentAvatar(agent.slug));
      if (!agent.hasAvatar) {
        expect(job).toBeUndefined();
        return;
      }
      expect(job?.draw()).toBe(portraitScene(agentPortraitSpec(agent, index)));
    });
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
