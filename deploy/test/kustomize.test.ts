import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { loadSettings } from "../../packages/server/src/settings/load-settings.js";
import { ROOT } from "./harness.js";

// The YAML parser the workspace already has (a dependency of @plugboard/core, which reads OpenAPI documents in YAML).
const { parseAllDocuments } = createRequire(`${ROOT}/packages/core/package.json`)("yaml") as {
  parseAllDocuments(source: string): Array<{ toJS(): any }>;
};

function kustomize(): string | undefined {
  try {
    return execFileSync("kubectl", ["kustomize", `${ROOT}/deploy/k8s`], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
const rendered = kustomize();
if (rendered === undefined) console.log("deploy: kustomize tests skipped: no kubectl on this machine");

describe.skipIf(rendered === undefined)("kubectl kustomize deploy/k8s", () => {
  const docs = parseAllDocuments(rendered ?? "").map((doc) => doc.toJS());
  const one = (kind: string) => {
    const found = docs.filter((doc) => doc.kind === kind);
    expect(found, kind).toHaveLength(1);
    return found[0];
  };

  it("renders a ConfigMap, Secret, migration Job, Deployment, Service, PodDisruptionBudget and HPA", () => {
    expect(docs.map((doc) => doc.kind).sort()).toEqual(
      ["ConfigMap", "Deployment", "HorizontalPodAutoscaler", "Job", "PodDisruptionBudget", "Secret", "Service"].sort(),
    );
  });

  it("configures the server with settings it accepts, listening where the probes and Service look", () => {
    const config = one("ConfigMap");
    const secret = one("Secret");
    const deployment = one("Deployment");
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    // The Secret names both secrets; the placeholder key is refused, so nothing runs on a known key.
    expect(Object.keys(secret.stringData).sort()).toEqual(["DATABASE_URL", "ENCRYPTION_KEY"]);
    expect(() => loadSettings({ ...config.data, ...secret.stringData })).toThrow(/ENCRYPTION_KEY/);
    const settings = loadSettings({ ...config.data, ...secret.stringData, ENCRYPTION_KEY: "ab".repeat(32) });
    expect(settings.production).toBe(true);
    expect(settings.host).toBe("0.0.0.0");
    expect(settings.database.url).toBe(secret.stringData.DATABASE_URL);
    for (const workload of [pod, one("Job").spec.template.spec]) {
      expect(workload.containers[0].envFrom).toEqual([
        { configMapRef: { name: config.metadata.name } },
        { secretRef: { name: secret.metadata.name } },
      ]);
    }

    const http = container.ports.find((port: { name: string }) => port.name === "http");
    expect(http.containerPort).toBe(settings.port);
    expect(readFileSync(`${ROOT}/Dockerfile`, "utf8")).toMatch(new RegExp(`^EXPOSE ${settings.port}$`, "m"));
    for (const probe of [container.readinessProbe, container.livenessProbe]) expect(probe.httpGet).toEqual({ path: "/health", port: "http" });
    const service = one("Service");
    expect(service.spec.ports[0].targetPort).toBe("http");
    for (const selector of [service.spec.selector, one("PodDisruptionBudget").spec.selector.matchLabels]) {
      expect(deployment.spec.template.metadata.labels).toMatchObject(selector);
    }
    // The image's user (node, 1000) and what the pod asks for agree.
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
  });

  it("gives a stopping pod its preStop pause plus twice the shutdown timeout (requests, then buffered log rows)", () => {
    const config = one("ConfigMap");
    const pod = one("Deployment").spec.template.spec;
    const settings = loadSettings({ ...config.data, ENCRYPTION_KEY: "ab".repeat(32) });
    const timeoutSeconds = (settings.shutdownTimeoutMs ?? 10_000) / 1000;
    const preStop = Number(pod.containers[0].lifecycle.preStop.exec.command.at(-1));
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + 2 * timeoutSeconds);
  });

  it("scales on CPU with requests set, keeps one pod through disruptions, and migrates in a Job", () => {
    const deployment = one("Deployment");
    const [container] = deployment.spec.template.spec.containers;
    expect(container.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    const hpa = one("HorizontalPodAutoscaler");
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: deployment.metadata.name });
    expect(hpa.spec.metrics[0].resource.name).toBe("cpu");
    expect(one("PodDisruptionBudget").spec.minAvailable).toBe(1);
    const job = one("Job");
    const [migrate] = job.spec.template.spec.containers;
    expect(migrate.image).toBe(container.image);
    expect(migrate.args).toEqual(["migrate"]);
    expect(job.spec.template.spec.restartPolicy).toBe("Never");
  });
});
