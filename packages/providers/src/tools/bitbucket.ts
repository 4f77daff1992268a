import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

/**
 * Bitbucket Cloud's own OpenAPI description. Most of its operations carry no operationId, so the tools
 * are hand-written, each citing its operation in the document (method and path checked against the
 * installed copy by the catalog's tests).
 */
export const BITBUCKET_OPENAPI = "https://bitbucket.org/api/swagger.json";

const cite = (path: string, method: string) => openApiOperationUrl(BITBUCKET_OPENAPI, path, method);
const workspace: ReferenceParam = { type: "string", description: "The workspace's slug or UUID (in braces)." };
const repoSlug: ReferenceParam = { type: "string", description: "The repository's slug." };
const repo = { workspace, repo_slug: repoSlug };
const prId: ReferenceParam = { type: "integer", description: "The pull request's id." };
const page: Record<string, ReferenceParam> = {
  page: { type: "integer", minimum: 1, in: "query", description: "The page to return (responses carry a next link)." },
  pagelen: { type: "integer", minimum: 1, maximum: 100, in: "query", description: "Items per page." },
};
const query: ReferenceParam = { type: "string", in: "query", description: "A Bitbucket filter (BBQL), e.g. state=\"OPEN\" AND author.nickname=\"ada\"." };

const P = {
  repos: "/repositories/{workspace}",
  repo: "/repositories/{workspace}/{repo_slug}",
  prs: "/repositories/{workspace}/{repo_slug}/pullrequests",
  pr: "/repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}",
  issues: "/repositories/{workspace}/{repo_slug}/issues",
  issue: "/repositories/{workspace}/{repo_slug}/issues/{issue_id}",
};

/** Bitbucket Cloud tools: repositories, pull requests (review, comment, approve, merge), issues, commits, branches and files. */
export const bitbucketTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ME", name: "Get the signed-in user", description: "Answers the signed-in user's account (display name, UUID, nickname).", method: "GET", path: "/user", url: cite("/user", "get") }),
  referenceTool({ slug: "LIST_MY_WORKSPACES", name: "List my workspaces", description: "Lists the workspaces the signed-in user is a member of, with their slugs.", method: "GET", path: "/user/permissions/workspaces", url: cite("/user/permissions/workspaces", "get"), params: { ...page } }),
  referenceTool({ slug: "LIST_REPOSITORIES", name: "List a workspace's repositories", description: "Lists the repositories of a workspace; q filters (e.g. name ~ \"api\"), sort orders (e.g. -updated_on).", method: "GET", path: P.repos, url: cite(P.repos, "get"), params: { workspace, q: query, sort: { type: "string", in: "query" }, ...page } }),
  referenceTool({ slug: "GET_REPOSITORY", name: "Get a repository", description: "Gets a repository: its main branch, language, size, privacy and links.", method: "GET", path: P.repo, url: cite(P.repo, "get"), params: { ...repo } }),
  referenceTool({
    slug: "LIST_PULL_REQUESTS",
    name: "List pull requests",
    description: "Lists a repository's pull requests, open ones by default; state picks OPEN, MERGED, DECLINED or SUPERSEDED.",
    method: "GET",
    path: P.prs,
    url: cite(P.prs, "get"),
    params: { ...repo, state: { type: "string", enum: ["OPEN", "MERGED", "DECLINED", "SUPERSEDED"], in: "query" }, q: query, ...page },
  }),
  referenceTool({ slug: "GET_PULL_REQUEST", name: "Get a pull request", description: "Gets a pull request: title, description, source and destination branches, author, reviewers, participants' approvals and state.", method: "GET", path: P.pr, url: cite(P.pr, "get"), params: { ...repo, pull_request_id: prId } }),
  referenceTool({
    slug: "CREATE_PULL_REQUEST",
    name: "Create a pull request",
    description: "Opens a pull request from a source branch (to the repository's main branch unless destination is given).",
    method: "POST",
    path: P.prs,
    url: cite(P.prs, "post"),
    params: {
      ...repo,
      title: { type: "string", requiredParam: true },
      description: { type: "string", description: "Markdown." },
      source: { type: "object", description: "{ branch: { name } }", properties: { branch: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } }, required: ["branch"], requiredParam: true },
      destination: { type: "object", description: "{ branch: { name } }; default: the main branch.", properties: { branch: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } } },
      reviewers: { type: "array", description: "Reviewers as { uuid } objects.", items: { type: "object", properties: { uuid: { type: "string" } }, required: ["uuid"] } },
      close_source_branch: { type: "boolean" },
    },
  }),
  referenceTool({ slug: "GET_PULL_REQUEST_DIFF", name: "Get a pull request's diff", description: "Answers the pull request's changes as a unified diff.", method: "GET", path: `${P.pr}/diff`, url: cite(`${P.pr}/diff`, "get"), params: { ...repo, pull_request_id: prId } }),
  referenceTool({ slug: "LIST_PULL_REQUEST_COMMENTS", name: "List a pull request's comments", description: "Lists the comments of a pull request, inline ones with their file and line.", method: "GET", path: `${P.pr}/comments`, url: cite(`${P.pr}/comments`, "get"), params: { ...repo, pull_request_id: prId, ...page } }),
  referenceTool({
    slug: "COMMENT_ON_PULL_REQUEST",
    name: "Comment on a pull request",
    description: "Adds a comment to a pull request: content.raw in Markdown; inline.path and inline.to for a comment on a line of a file.",
    method: "POST",
    path: `${P.pr}/comments`,
    url: cite(`${P.pr}/comments`, "post"),
    params: {
      ...repo,
      pull_request_id: prId,
      content: { type: "object", properties: { raw: { type: "string", description: "The comment, in Markdown." } }, required: ["raw"], requiredParam: true },
      inline: { type: "object", properties: { path: { type: "string" }, to: { type: "integer", description: "The line in the new version." } } },
    },
  }),
  referenceTool({ slug: "APPROVE_PULL_REQUEST", name: "Approve a pull request", description: "Approves a pull request as the signed-in user.", method: "POST", path: `${P.pr}/approve`, url: cite(`${P.pr}/approve`, "post"), params: { ...repo, pull_request_id: prId } }),
  referenceTool({
    slug: "MERGE_PULL_REQUEST",
    name: "Merge a pull request",
    description: "Merges a pull request (merge_strategy merge_commit, squash or fast_forward).",
    method: "POST",
    path: `${P.pr}/merge`,
    url: cite(`${P.pr}/merge`, "post"),
    params: { ...repo, pull_request_id: prId, merge_strategy: { type: "string", enum: ["merge_commit", "squash", "fast_forward"] }, message: { type: "string" }, close_source_branch: { type: "boolean" } },
  }),
  referenceTool({ slug: "LIST_ISSUES", name: "List issues", description: "Lists the issues of a repository's issue tracker; q filters (e.g. state=\"new\").", method: "GET", path: P.issues, url: cite(P.issues, "get"), params: { ...repo, q: query, ...page } }),
  referenceTool({ slug: "GET_ISSUE", name: "Get an issue", description: "Gets an issue of a repository's issue tracker.", method: "GET", path: P.issue, url: cite(P.issue, "get"), params: { ...repo, issue_id: { type: "string" } } }),
  referenceTool({
    slug: "CREATE_ISSUE",
    name: "Create an issue",
    description: "Creates an issue in a repository's issue tracker (the tracker must be enabled).",
    method: "POST",
    path: P.issues,
    url: cite(P.issues, "post"),
    params: {
      ...repo,
      title: { type: "string", requiredParam: true },
      content: { type: "object", properties: { raw: { type: "string", description: "Markdown." } } },
      kind: { type: "string", enum: ["bug", "enhancement", "proposal", "task"] },
      priority: { type: "string", enum: ["trivial", "minor", "major", "critical", "blocker"] },
    },
  }),
  referenceTool({ slug: "LIST_COMMITS", name: "List commits", description: "Lists a repository's commits, newest first.", method: "GET", path: `${P.repo}/commits`, url: cite(`${P.repo}/commits`, "get"), params: { ...repo, ...page } }),
  referenceTool({ slug: "LIST_BRANCHES", name: "List branches", description: "Lists a repository's open branches with their latest commit; q filters (e.g. name ~ \"feature\").", method: "GET", path: `${P.repo}/refs/branches`, url: cite(`${P.repo}/refs/branches`, "get"), params: { ...repo, q: query, ...page } }),
  referenceTool({
    slug: "GET_FILE",
    name: "Read a file or list a directory",
    description: "Answers a file's raw content at a commit, branch or tag (commit), or a directory's listing when path names one.",
    method: "GET",
    path: `${P.repo}/src/{commit}/{path}`,
    url: cite(`${P.repo}/src/{commit}/{path}`, "get"),
    params: { ...repo, commit: { type: "string", description: "A commit hash, branch or tag." }, path: { type: "string", description: "The file or directory path." } },
  }),
];
