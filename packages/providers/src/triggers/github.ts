import type { TriggerDefinitionInput } from "@plugboard/core";

const REPOSITORY_CONFIG = {
  type: "object",
  properties: {
    owner: { type: "string", description: "The account owning the repository", pattern: "^[A-Za-z0-9-]{1,39}$" },
    repo: { type: "string", description: "The repository name", pattern: "^[A-Za-z0-9._-]{1,100}$" },
  },
  required: ["owner", "repo"],
  additionalProperties: false,
};

/**
 * A repository webhook trigger: registered per subscription with `POST /repos/{owner}/{repo}/hooks`
 * (removed with `DELETE /repos/{owner}/{repo}/hooks/{hook_id}`), deliveries signed with the hook's
 * secret in `X-Hub-Signature-256: sha256=…`, identified by `X-GitHub-Delivery` and typed by
 * `X-GitHub-Event` (docs.github.com, "Repository webhooks" and "Validating webhook deliveries").
 */
function repositoryTrigger(input: { slug: string; name: string; description: string; event: string; action?: Record<string, string | boolean>; occurredAtPath: string; payload: string; anchor: string }): TriggerDefinitionInput {
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    kind: "webhook",
    configSchema: REPOSITORY_CONFIG,
    payload: { description: input.payload },
    webhook: {
      registration: {
        create: {
          method: "POST",
          path: "/repos/{{config.owner}}/{{config.repo}}/hooks",
          body: { name: "web", active: true, events: [input.event], config: { url: "{{url}}", content_type: "json", secret: "{{secret}}", insecure_ssl: "0" } },
        },
        idPath: "id",
        delete: { method: "DELETE", path: "/repos/{{config.owner}}/{{config.repo}}/hooks/{{upstreamId}}" },
      },
      verification: { scheme: "hmac_sha256", header: "X-Hub-Signature-256", prefix: "sha256=" },
      eventId: { header: "X-GitHub-Delivery" },
      occurredAtPath: input.occurredAtPath,
      match: { headers: { "X-GitHub-Event": input.event }, ...(input.action ? { fields: input.action } : {}) },
    },
    source: `https://docs.github.com/en/webhooks/webhook-events-and-payloads#${input.anchor}`,
  };
}

/** GitHub's repository events, from "Webhook events and payloads" and the repository webhooks REST API. */
export const githubTriggers: TriggerDefinitionInput[] = [
  repositoryTrigger({
    slug: "issue_opened",
    name: "Issue opened",
    description: "Someone opened an issue in the repository.",
    event: "issues",
    action: { action: "opened" },
    occurredAtPath: "issue.created_at",
    payload: "GitHub's `issues` event: `action` (`opened`), `issue`, `repository`, `sender`.",
    anchor: "issues",
  }),
  repositoryTrigger({
    slug: "issue_comment_created",
    name: "Issue or pull request commented",
    description: "Someone commented on an issue or a pull request of the repository.",
    event: "issue_comment",
    action: { action: "created" },
    occurredAtPath: "comment.created_at",
    payload: "GitHub's `issue_comment` event: `action` (`created`), `comment`, `issue` (with `pull_request` when it is one), `repository`, `sender`.",
    anchor: "issue_comment",
  }),
  repositoryTrigger({
    slug: "pull_request_opened",
    name: "Pull request opened",
    description: "Someone opened a pull request in the repository.",
    event: "pull_request",
    action: { action: "opened" },
    occurredAtPath: "pull_request.created_at",
    payload: "GitHub's `pull_request` event: `action` (`opened`), `number`, `pull_request`, `repository`, `sender`.",
    anchor: "pull_request",
  }),
  repositoryTrigger({
    slug: "pull_request_merged",
    name: "Pull request merged",
    description: "A pull request of the repository was merged (closed with `merged: true`).",
    event: "pull_request",
    action: { action: "closed", "pull_request.merged": true },
    occurredAtPath: "pull_request.merged_at",
    payload: "GitHub's `pull_request` event: `action` (`closed`), `pull_request` (with `merged: true`, `merged_at`, `merge_commit_sha`), `repository`, `sender`.",
    anchor: "pull_request",
  }),
  repositoryTrigger({
    slug: "push",
    name: "Push",
    description: "Commits were pushed to a branch or a tag of the repository.",
    event: "push",
    occurredAtPath: "head_commit.timestamp",
    payload: "GitHub's `push` event: `ref`, `before`, `after`, `commits`, `head_commit`, `pusher`, `repository`.",
    anchor: "push",
  }),
  repositoryTrigger({
    slug: "release_published",
    name: "Release published",
    description: "A release of the repository was published.",
    event: "release",
    action: { action: "published" },
    occurredAtPath: "release.published_at",
    payload: "GitHub's `release` event: `action` (`published`), `release`, `repository`, `sender`.",
    anchor: "release",
  }),
];
