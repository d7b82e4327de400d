import type { Page } from '@playwright/test';
import { fixtureUsers, type FixtureUser } from '../../tests/e2e/support/users';
import type { Category, LighthouseRun } from './lighthouseRun';

export interface Target {
  name: string;
  path: string;
  /** The JSON reports' file name stem. */
  file: string;
  /** Least score per category, in every run: a score that holds, not one that a median lets through. */
  minimum: Partial<Record<Category, number>>;
  /** Most main-thread CPU time of a cold load (median of `threadTimeLoads`), in ms. */
  threadTimeMs: number;
}

/** Cold loads per page whose main-thread CPU time is measured. */
export const threadTimeLoads = 5;

export interface Session {
  user: FixtureUser;
  startPath: string;
  /** Resolves once the first screen after the sign-in shows. */
  signedIn: (page: Page) => Promise<void>;
  targets: Target[];
  /** Times the opening of a report from the dashboard after the Lighthouse runs. */
  opensReport?: boolean;
}

const backOfficeMinimum = { performance: 90, accessibility: 100, 'best-practices': 100 };
const portalMinimum = { performance: 90, accessibility: 100 };

/** What bench:web measures, per signed-in user. */
export const sessions: Session[] = [
  {
    user: fixtureUsers.max,
    startPath: '/',
    signedIn: (page) =>
      page.getByRole('heading', { level: 1, name: `Hallo, ${fixtureUsers.max.name}!` }).waitFor({ timeout: 60_000 }),
    targets: [
      { name: 'Dashboard', path: '/', file: 'dashboard', minimum: portalMinimum, threadTimeMs: 250 },
      {
        name: 'Bericht',
        path: '/modules/5/reports/13',
        file: 'bericht',
        minimum: portalMinimum,
        threadTimeMs: 300,
      },
    ],
    opensReport: true,
  },
  {
    user: fixtureUsers.anna,
    startPath: '/admin',
    signedIn: (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }),
    targets: [
      {
        name: 'Back Office: Konten',
        path: '/admin/ZbvAccounts',
        file: 'admin-konten',
        minimum: backOfficeMinimum,
        threadTimeMs: 400,
      },
      {
        name: 'Back Office: Konto bearbeiten',
        path: '/admin/ZbvAccounts/1',
        file: 'admin-konto-bearbeiten',
        minimum: backOfficeMinimum,
        threadTimeMs: 300,
      },
    ],
  },
];

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The median and, in brackets, every run's score: "63 (60, 63, 65)". */
export function scoreCell(all: LighthouseRun[], category: Category): string {
  const values = all.map((run) => run.scores[category]);
  return values.length > 1 ? `${median(values)} (${values.join(', ')})` : String(values[0]);
}

/** The median main-thread CPU time and every load's: "312 ms (298, 305, 312, 330, 341)"; a miss when over target. */
export function threadTimeCell(target: Target, times: number[]): { cell: string; misses: string[] } {
  const value = median(times);
  return {
    cell: `${value} ms (${times.join(', ')})`,
    misses:
      value > target.threadTimeMs ? [`${target.name}: Hauptthread-CPU ${value} ms > ${target.threadTimeMs} ms`] : [],
  };
}

/** Targets the runs missed, and the accessibility and best-practice audits that failed in any run. */
export function targetMisses(target: Target, all: LighthouseRun[]): string[] {
  const scores = Object.entries(target.minimum).flatMap(([category, minimum]) => {
    const values = all.map((run) => run.scores[category as Category]);
    const reached = Math.min(...values);
    return reached < minimum ? [`${category} ${reached} < ${minimum} (schwächster Lauf)`] : [];
  });
  return [...scores, ...new Set(all.flatMap((run) => run.failing))].map((miss) => `${target.name}: ${miss}`);
}
