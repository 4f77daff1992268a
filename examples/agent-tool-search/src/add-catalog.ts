import type { Plugboard } from "@plugboard/client";

const APPS = ["crm", "billing", "helpdesk", "docs", "chat", "calendar", "storage", "tasks", "hr", "shop", "ads", "email", "wiki", "forms", "survey", "ledger", "payroll", "inventory", "shipping", "analytics"];
const ACTIONS = ["Create", "List", "Get", "Update", "Delete", "Archive", "Export", "Share", "Tag", "Restore"];
const THINGS = ["record", "contact", "invoice", "ticket", "page", "message", "event", "file", "task", "employee"];
const ASPECTS = ["", "comment", "owner", "history", "template", "label", "permission", "reminder", "version", "summary"];

/**
 * Submits and approves `APPS.length` filler apps of 100 tools each (2,000 tools), so the agent has a
 * catalog far too large to hand a model tool by tool.
 */
export async function addCatalog(plugboard: Plugboard, approve: (slug: string) => Promise<void>): Promise<number> {
  let count = 0;
  for (const app of APPS) {
    const tools = ACTIONS.flatMap((action, a) =>
      THINGS.map((thing, t) => {
        const aspect = ASPECTS[(a + t + app.length) % ASPECTS.length];
        const name = aspect ? `${action} ${thing} ${aspect}` : `${action} ${thing}`;
        return { slug: name.toUpperCase().replace(/ /g, "_"), name, description: `${name} in ${app}.`, method: "POST" as const, path: `/${thing}s` };
      }),
    );
    await plugboard.submissions.create({ slug: app, name: app, baseUrl: `https://${app}.example.com`, authMethods: [{ type: "api_key", label: "API key" }], tools, submitForReview: true });
    await approve(app);
    count += tools.length;
  }
  return count;
}
