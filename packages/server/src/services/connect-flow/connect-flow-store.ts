import type { PlugboardContext } from "../../context.js";

/**
 * The connect flow's one way to the database. The flow reads plugins, connect links and pending flows
 * through their own domains (`loadConnectablePlugin`, `connect-sessions/`); what is left is the
 * developer's MCP client setting the hosted page shows.
 */
export function createConnectFlowStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Whether the developer lets end-users bring their own MCP client secret for the plugin (false when it set nothing). */
    async allowsEndUserClientSecret(developerId: string, pluginId: string): Promise<boolean> {
      const override = await prisma.pluginClientOverride.findUnique({
        where: { developerId_pluginId: { developerId, pluginId } },
        select: { allowEndUserCredentials: true },
      });
      return override?.allowEndUserCredentials ?? false;
    },
  };
}

/** The connect flow store's interface. */
export type ConnectFlowStore = ReturnType<typeof createConnectFlowStore>;
