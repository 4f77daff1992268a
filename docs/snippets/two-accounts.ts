// One end-user with two GitHub accounts (work and personal): connect both, list them, choose one per
// call, make the other the default, and remove one. Type-checked by docs/test/snippets.test.ts; the
// guide docs/connecting-users.md quotes its regions.
import { Plugboard } from "@plugboard/client";
import { loadPlugboardTools } from "@plugboard/ai";

const plugboard = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY ?? "nk_…", baseUrl: "https://plugboard.example.com" });

// #region connect-two
// The first account a user connects to a plugin is their default account.
const work = await plugboard.connections.create({ userId: "alice", plugin: "github", authMethod: "bearer_token", credentials: { token: "ghp_work…" }, accountLabel: "work" });
// A second account only when you ask for it (addAccount); without it, the user's account is updated.
const { connectUrl } = await plugboard.connections.initiate({ userId: "alice", plugin: "github", accountLabel: "personal", addAccount: true, redirectUrl: "https://app.example.com/done" });
// Later: new credentials for the work account (by label, or by connectionId), no new account.
await plugboard.connections.create({ userId: "alice", plugin: "github", authMethod: "bearer_token", credentials: { token: "ghp_work2…" }, connectionId: work.connectionId });
// #endregion connect-two

// #region choose
const { connections } = await plugboard.connections.list({ userId: "alice", plugin: "github" });
// → [{ id, accountLabel: "personal", isDefault: false, … }, { id, accountLabel: "work", isDefault: true, … }]
await plugboard.tools.execute({ userId: "alice", tool: "GITHUB_LIST_REPOS", params: {} }); // the default account: work
await plugboard.tools.execute({ userId: "alice", tool: "GITHUB_LIST_REPOS", params: {}, accountLabel: "personal" });
await plugboard.tools.execute({ userId: "alice", tool: "GITHUB_LIST_REPOS", params: {}, connectionId: work.connectionId });
// Agent tools: an account per plugin (the others use the default account).
const tools = await loadPlugboardTools({ client: plugboard, userId: "alice", accounts: { github: "personal" } });
// #endregion choose

// #region manage
const personal = connections.find((connection) => connection.accountLabel === "personal");
if (personal) await plugboard.connections.update(personal.id, { isDefault: true });
await plugboard.connections.deleteById(work.connectionId); // the other accounts stay
// #endregion manage

export { connectUrl, tools };
