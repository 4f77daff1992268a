// README example (type-checked, never run): the framework-free helpers.
import { Plugboard } from "@plugboard/client";

const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });

// #region core
import { loadPlugboardTools, toolResultText } from "@plugboard/ai";

const tools = await loadPlugboardTools({ client, userId: "user_1", plugins: ["github"] });
for (const tool of tools) {
  // tool.name (provider-safe, unique), tool.description, tool.inputSchema (sanitized JSON Schema), tool.tool (the ToolItem)
  registerWithMyFramework(tool.name, tool.description, tool.inputSchema, async (input: unknown) => {
    const result = await tool.execute(input); // never rejects for an expected failure
    return toolResultText(result); // or use result.success / result.data / result.error yourself
  });
}
// #endregion core

// #region names
import { toolNamesFor } from "@plugboard/ai";

const custom = await loadPlugboardTools({
  client,
  userId: "user_1",
  names: {
    prefix: "pb_", // keep Plugboard tools apart from your own
    format: (tool) => tool.slug.toLowerCase(), // pb_create_issue instead of pb_CREATE_ISSUE
    taken: ["pb_search"], // names already used by your other tools
  },
});

toolNamesFor([
  { slug: "CREATE_ISSUE", pluginSlug: "github" },
  { slug: "CREATE_ISSUE", pluginSlug: "gitlab" },
]); // ["CREATE_ISSUE", "CREATE_ISSUE_<6 hash characters>"]
// #endregion names
void custom;

declare function registerWithMyFramework(name: string, description: string, schema: object, run: (input: unknown) => Promise<string>): void;
