// A call to a path of a plugin's API that no tool covers, through POST /api/v1/proxy.
// Type-checked by docs/test/snippets.test.ts; the guide docs/proxy.md quotes its region.
import { Plugboard } from "@plugboard/client";

const plugboard = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY ?? "nk_…", baseUrl: "https://plugboard.example.com" });

export async function createCustomer(): Promise<unknown> {
  // #region proxy
  const result = await plugboard.proxy({ userId: "user-1", plugin: "stripe", method: "POST", path: "/v1/customers", body: { email: "ann@example.com" } });
  if (result.success) console.log(result.data);
  // #endregion proxy
  return result;
}
