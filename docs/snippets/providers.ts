// Browsing the provider catalog and installing a provider from an app with the SDK.
// Type-checked by docs/test/snippets.test.ts; the guide docs/providers.md quotes its region.
import { Plugboard } from "@plugboard/client";

const plugboard = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY ?? "nk_…", baseUrl: "https://plugboard.example.com" });

export async function installGitHub(): Promise<void> {
  // #region sdk
  const { providers } = await plugboard.providers.list({ category: "developer-tools" });
  const github = await plugboard.providers.get("github");
  const { submission, warnings } = await plugboard.providers.install("github", { authModes: ["bearer"], submitForReview: true });
  // #endregion sdk
  console.log(providers.length, github.tools.length, submission.reviewStatus, warnings);
}
