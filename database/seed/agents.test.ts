import { describe, expect, it } from "vitest";
import { generateDemoData } from "./demo-data.ts";
import { ATTIRES, HAIR_STYLES, agentPortraitSpec, portraitScene } from "./drawing/portraits.ts";
import { agentAvatar } from "./media-catalog.ts";
import { mediaJobs } from "./media.ts";
import { AGENT_PROFILES } from "./reference-data.ts";

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
