import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '@server/projectRoot';

/**
 * compose.yaml cannot be run here (no Docker daemon): its services are checked against the Dockerfile and the
 * build instead, and `docker compose config` validates it where a Compose client is installed.
 */
interface Service {
  build?: string;
  image?: string;
  command?: string[];
  init?: boolean;
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
}

const compose = parse(readFileSync(join(projectRoot, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const dockerfile = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8');
const imageCommand = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
const instances = Object.entries(services).filter(([, service]) => service.build && !service.command);
const fromImage = Object.entries(services).filter(([, service]) => service.build);

/** The script a `node …` command runs: its first argument that is not an option. */
const scriptOf = (command: string[]) => command.slice(1).find((arg) => !arg.startsWith('-'));

const composeClient = ['docker-compose', 'docker'].find((client) => {
  try {
    execFileSync(client, client === 'docker' ? ['compose', 'version'] : ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

describe('compose.yaml', () => {
  it('starts the image with node itself, exec form, so SIGTERM reaches the server', () => {
    expect(imageCommand[0]).toBe('node');
    expect(existsSync(join(projectRoot, scriptOf(imageCommand)!)), 'zuerst "npm run build"').toBe(true);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/migrations \.\/migrations$/m);
  });

  it('runs PostgreSQL, the migrations once, two instances and HAProxy', () => {
    expect(Object.keys(services).sort()).toEqual(['balancer', 'migrate', 'postgres', 'radar1', 'radar2']);
    expect(instances.map(([name]) => name)).toEqual(['radar1', 'radar2']);
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.migrate?.restart).toBe('no');
    for (const [name, service] of instances) {
      expect(service.init, name).toBe(true);
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.depends_on, name).toEqual({ migrate: { condition: 'service_completed_successfully' } });
      expect(service.environment?.DATABASE_URL, name).toBe(services.migrate?.environment?.DATABASE_URL);
    }
  });

  it('runs only commands the build produces', () => {
    for (const [name, service] of fromImage) {
      const command = service.command ?? imageCommand;
      expect(command[0], name).toBe('node');
      expect(existsSync(join(projectRoot, scriptOf(command)!)), `${name}: ${command.join(' ')}`).toBe(true);
    }
  });

  it('puts the shipped HAProxy configuration in front of the instances, trusted as their proxy', () => {
    const balancer = services.balancer!;
    expect(balancer.volumes).toContain('./docs/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const config = readFileSync(join(projectRoot, 'docs/haproxy.cfg'), 'utf8');
    const servers = [...config.matchAll(/^\s+server \S+ "\$\{(\w+)-/gm)].map((match) => match[1]!);
    expect(servers.map((variable) => balancer.environment?.[variable])).toEqual(
      instances.map(([name]) => `${name}:8080`),
    );
    const address = (balancer.networks as Record<string, { ipv4_address?: string }>).radar?.ipv4_address;
    for (const [name, service] of instances) expect(service.environment?.TRUST_PROXY, name).toBe(address);
  });

  it.skipIf(!composeClient)('is valid for the Compose client', { timeout: 60_000 }, () => {
    const args = composeClient === 'docker' ? ['compose', 'config', '--quiet'] : ['config', '--quiet'];
    expect(() => execFileSync(composeClient!, args, { cwd: projectRoot, stdio: 'pipe' })).not.toThrow();
  });
});
