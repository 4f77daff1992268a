import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

/** Hetzner Cloud's own OpenAPI description, whose operations the tools below cite. */
export const HETZNER_CLOUD_OPENAPI = "https://docs.hetzner.cloud/spec.json";

const cite = (path: string, method: string) => openApiOperationUrl(HETZNER_CLOUD_OPENAPI, path, method);
const id = (what: string): ReferenceParam => ({ type: "integer", minimum: 1, description: `The ${what}'s id.` });
const labelSelector: ReferenceParam = { type: "string", description: "Filter by labels, e.g. env=prod or env in (prod,staging)." };
const name: ReferenceParam = { type: "string", description: "Filter by exact name." };
const serverAction = (slug: string, action: string, title: string, description: string) =>
  referenceTool({ slug, name: title, description, method: "POST", path: `/servers/{id}/actions/${action}`, url: cite(`/servers/{id}/actions/${action}`, "post"), params: { id: id("server") } });

/** 16 tools of the Hetzner Cloud API (base URL https://api.hetzner.cloud/v1): servers and their power, images, types, locations, volumes, firewalls, SSH keys, actions. */
export const hetznerCloudTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_SERVERS",
    name: "List servers",
    description: "Lists the project's servers with their status, type, location, public IPs and labels; filter by name, label selector or status.",
    method: "GET",
    path: "/servers",
    url: cite("/servers", "get"),
    params: { name, label_selector: labelSelector, status: { type: "string", description: "initializing, starting, running, stopping, off, deleting, migrating, rebuilding or unknown." }, sort: { type: "string", description: "e.g. id:asc, name:desc, created:desc." } },
  }),
  referenceTool({ slug: "GET_SERVER", name: "Get a server", description: "Gets one server's status, type, image, location, IPs, volumes and labels.", method: "GET", path: "/servers/{id}", url: cite("/servers/{id}", "get"), params: { id: id("server") } }),
  referenceTool({
    slug: "CREATE_SERVER",
    name: "Create a server",
    description: "Creates a server from a server type (e.g. cx22) and an image (e.g. ubuntu-24.04) in a location (e.g. fsn1); answers the server, its root password when no SSH key is given, and the action to follow.",
    method: "POST",
    path: "/servers",
    url: cite("/servers", "post"),
    params: {
      name: { type: "string", requiredParam: true, description: "The server's name (a valid hostname)." },
      server_type: { type: "string", requiredParam: true, description: "A server type's name or id (see LIST_SERVER_TYPES)." },
      image: { type: "string", requiredParam: true, description: "An image's name or id (see LIST_IMAGES)." },
      location: { type: "string", description: "A location's name or id (see LIST_LOCATIONS)." },
      ssh_keys: { type: "array", items: { type: "string" }, description: "SSH key names or ids to install for root." },
      labels: { type: "object", additionalProperties: { type: "string" } },
      start_after_create: { type: "boolean" },
      user_data: { type: "string", description: "Cloud-init user data." },
    },
  }),
  referenceTool({ slug: "DELETE_SERVER", name: "Delete a server", description: "Deletes a server and its disk for good; answers the action.", method: "DELETE", path: "/servers/{id}", url: cite("/servers/{id}", "delete"), params: { id: id("server") } }),
  serverAction("POWER_ON_SERVER", "poweron", "Power on a server", "Starts a stopped server."),
  serverAction("SHUTDOWN_SERVER", "shutdown", "Shut down a server", "Asks the server's operating system to shut down gracefully (ACPI)."),
  serverAction("POWER_OFF_SERVER", "poweroff", "Power off a server", "Cuts a server's power at once (data not yet written may be lost); prefer SHUTDOWN_SERVER."),
  serverAction("REBOOT_SERVER", "reboot", "Reboot a server", "Asks the server's operating system to reboot (ACPI)."),
  referenceTool({
    slug: "GET_SERVER_METRICS",
    name: "Get a server's metrics",
    description: "Answers time series of a server's cpu, disk or network use between two instants (ISO 8601).",
    method: "GET",
    path: "/servers/{id}/metrics",
    url: cite("/servers/{id}/metrics", "get"),
    params: {
      id: id("server"),
      type: { type: "string", requiredParam: true, description: "cpu, disk or network (comma-separated for several)." },
      start: { type: "string", requiredParam: true, description: "Start of the period (ISO 8601)." },
      end: { type: "string", requiredParam: true, description: "End of the period (ISO 8601)." },
      step: { type: "string", description: "Seconds between two points." },
    },
  }),
  referenceTool({ slug: "LIST_SERVER_TYPES", name: "List server types", description: "Lists the server types (cores, memory, disk, architecture, prices per location).", method: "GET", path: "/server_types", url: cite("/server_types", "get"), params: { name } }),
  referenceTool({
    slug: "LIST_IMAGES",
    name: "List images",
    description: "Lists images: system images (operating systems), snapshots, backups and apps.",
    method: "GET",
    path: "/images",
    url: cite("/images", "get"),
    params: { type: { type: "string", description: "system, snapshot, backup or app." }, name, label_selector: labelSelector, architecture: { type: "string", description: "x86 or arm." } },
  }),
  referenceTool({ slug: "LIST_LOCATIONS", name: "List locations", description: "Lists the locations (e.g. fsn1, nbg1, hel1, ash, hil, sin) with their city and network zone.", method: "GET", path: "/locations", url: cite("/locations", "get"), params: { name } }),
  referenceTool({ slug: "LIST_VOLUMES", name: "List volumes", description: "Lists block storage volumes with their size, server and location.", method: "GET", path: "/volumes", url: cite("/volumes", "get"), params: { name, label_selector: labelSelector } }),
  referenceTool({ slug: "LIST_FIREWALLS", name: "List firewalls", description: "Lists firewalls with their rules and the resources they apply to.", method: "GET", path: "/firewalls", url: cite("/firewalls", "get"), params: { name, label_selector: labelSelector } }),
  referenceTool({ slug: "LIST_SSH_KEYS", name: "List SSH keys", description: "Lists the project's SSH keys (names and fingerprints) that new servers can get.", method: "GET", path: "/ssh_keys", url: cite("/ssh_keys", "get"), params: { name, label_selector: labelSelector } }),
  referenceTool({ slug: "GET_ACTION", name: "Get an action", description: "Gets an action's status (running, success, error) and progress — what create, delete and power calls answer.", method: "GET", path: "/actions/{id}", url: cite("/actions/{id}", "get"), params: { id: id("action") } }),
];
