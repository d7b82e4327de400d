import type { DashboardReport, ModuleDto, ModulePage } from '@shared/portalApi';
import type { Module, PbiReport, ZbvAccount } from '@shared/schemas';
import {
  favoriteModulesOf,
  favoriteReportsOf,
  visibleModuleIds,
  type AccessIndex,
  type FavoriteReportRef,
} from '../../access';

type Account = Pick<ZbvAccount, 'id' | 'orgId' | 'zbvRoles'>;
export interface ModuleFilter {
  category?: string;
  userGroup?: string;
  favorite?: boolean;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** What one user sees, computed once per request from the cached index. */
export class UserView {
  readonly visible: Set<string>;
  readonly favoriteOrder: Map<string, number>;
  readonly favoriteReports: FavoriteReportRef[];
  private readonly favoriteReportKeys: Set<string>;

  constructor(
    readonly index: AccessIndex,
    account: Account,
  ) {
    this.visible = visibleModuleIds(index, account);
    this.favoriteOrder = new Map(favoriteModulesOf(index, account, this.visible).map((f, i) => [f.moduleId, i]));
    this.favoriteReports = favoriteReportsOf(index, account, this.visible);
    this.favoriteReportKeys = new Set(this.favoriteReports.map((f) => `${f.moduleId}:${f.reportId}`));
  }

  private rank = (moduleId: string) => this.index.nameRank.get(moduleId) ?? 0;

  /** Favourite modules in the user's order, then the others by name. */
  orderedModules(): Module[] {
    const ids = [...this.visible].sort((a, b) => {
      const fa = this.favoriteOrder.get(a) ?? Infinity;
      const fb = this.favoriteOrder.get(b) ?? Infinity;
      return fa === fb ? this.rank(a) - this.rank(b) : fa - fb;
    });
    return ids.map((id) => this.index.modules.get(id)).filter((module): module is Module => module !== undefined);
  }

  /** docs/requirements/behaviour.md filters: default = favourites module + all; favourites; a category or user group = matches only. */
  listFor(filter: ModuleFilter): Module[] {
    const ordered = this.orderedModules();
    if (filter.category !== undefined) return ordered.filter((m) => m.categories.includes(filter.category ?? ''));
    if (filter.userGroup !== undefined) return ordered.filter((m) => m.userGroup === filter.userGroup);
    const favoritesModule = this.favoriteReports.length > 0 ? this.index.favoritesModule : undefined;
    const modules = filter.favorite ? ordered.filter((m) => this.favoriteOrder.has(String(m.id))) : ordered;
    return favoritesModule ? [favoritesModule, ...modules] : modules;
  }

  report(moduleId: string, report: PbiReport): DashboardReport {
    return {
      id: report.id,
      name: report.name,
      moduleId: this.index.modules.get(moduleId)?.id ?? moduleId,
      groupName: report.groupName,
      reportKey: report.reportKey,
      favorite: this.favoriteReportKeys.has(`${moduleId}:${String(report.id)}`),
    };
  }

  /** Favourite reports, grouped by module in the user's favourite order (other modules by name), then by name. */
  favoriteReportList(): DashboardReport[] {
    const position = (moduleId: string) =>
      (this.favoriteOrder.get(moduleId) ?? this.favoriteOrder.size) * 1e6 + this.rank(moduleId);
    return this.favoriteReports
      .map((f) => {
        const report = (this.index.reportsOfModule.get(f.moduleId) ?? []).find((r) => String(r.id) === f.reportId);
        return report ? { order: position(f.moduleId), report: this.report(f.moduleId, report) } : undefined;
      })
      .filter((entry) => entry !== undefined)
      .sort((a, b) => a.order - b.order || collator.compare(a.report.name, b.report.name))
      .map((entry) => entry.report);
  }

  reportsOf(module: Module): DashboardReport[] {
    if (module.moduleType === 'PBI_REPORT_FAVORITE') return this.favoriteReportList();
    const moduleId = String(module.id);
    return (this.index.reportsOfModule.get(moduleId) ?? [])
      .map((report) => this.report(moduleId, report))
      .sort((a, b) => Number(b.favorite) - Number(a.favorite) || collator.compare(a.name, b.name));
  }

  dto(module: Module): ModuleDto {
    const iframeUrl = module.moduleType === 'IFRAME' ? module.properties.iframeUrl : undefined;
    return {
      id: module.id,
      name: module.name,
      shortName: module.shortName,
      groupKey: module.groupKey,
      description: module.description,
      pbiModule: module.pbiModule,
      active: module.active,
      moduleType: module.moduleType,
      properties: module.properties,
      width: module.width,
      height: module.height,
      categories: module.categories,
      userGroup: module.userGroup,
      media: module.media,
      reports: this.reportsOf(module),
      ...(iframeUrl !== undefined ? { embedAllowed: this.index.mayEmbed(iframeUrl) } : {}),
      favorite: this.favoriteOrder.has(String(module.id)),
    };
  }

  page(filter: ModuleFilter, page: number, size: number): ModulePage {
    const modules = this.listFor(filter);
    const content = modules.slice(page * size, (page + 1) * size).map((module) => {
      const moduleDto = this.dto(module);
      return { moduleDto, favorite: moduleDto.favorite ?? false };
    });
    return { content, totalPages: Math.ceil(modules.length / size), totalElements: modules.length };
  }

  /** Categories and user groups of the visible modules, sorted. */
  dimensions(): { categories: string[]; userGroups: string[] } {
    const categories = new Set<string>();
    const userGroups = new Set<string>();
    for (const id of this.visible) {
      const module = this.index.modules.get(id);
      module?.categories.forEach((category) => categories.add(category));
      if (module?.userGroup) userGroups.add(module.userGroup);
    }
    return { categories: [...categories].sort(collator.compare), userGroups: [...userGroups].sort(collator.compare) };
  }

  /** Names of the reports the user may open, each once, sorted alphabetically. */
  reportNames(): string[] {
    const names = new Set<string>();
    for (const id of this.visible)
      for (const report of this.index.reportsOfModule.get(id) ?? []) names.add(report.name);
    return [...names].sort(collator.compare);
  }
}
