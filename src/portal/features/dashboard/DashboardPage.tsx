import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { useSessionState } from '@shared/auth/sessionState';
import type { ModuleEntry } from '@shared/portalApi';
import { portalTexts, texts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { usePageTitle } from '../settings/usePageTitle';
import { useModules, usePrefetchModulePages } from './api/getModules';
import { DashboardActionsProvider } from './components/DashboardActionsProvider';
import { FilterChips } from './components/FilterChips';
import { ModuleGrid } from './components/ModuleGrid';
import { useColumnCount } from './hooks/useColumnCount';
import { defaultFilter, type DashboardFilter } from './model/filter';
import { hasMatches, searchModules } from './model/search';
import { searchIndexOf } from './model/searchIndex';

const dashboardTexts = portalTexts.dashboard;
const FavoriteOrderDialog = lazy(() =>
  import('./components/FavoriteOrderDialog').then((module) => ({ default: module.FavoriteOrderDialog })),
);

const uniqueById = (entries: ModuleEntry[]) => {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const id = String(entry.moduleDto.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

function NoSearchResults({ term, onReset }: { term: string; onReset: () => void }) {
  return (
    <Box role="status" sx={{ my: 4 }}>
      <Typography variant="h2" gutterBottom>
        {dashboardTexts.noResults}
      </Typography>
      <Typography gutterBottom>{dashboardTexts.noMatches(term)}</Typography>
      <Button variant="outlined" onClick={onReset}>
        {dashboardTexts.resetSearch}
      </Button>
    </Box>
  );
}

/** The dashboard (docs/requirements/screens.md, docs/requirements/behaviour.md): greeting, search, filter chips and the module grid. */
export function DashboardPage() {
  const { userData } = useSessionState();
  usePageTitle();
  const [filter, setFilter] = useState<DashboardFilter>(defaultFilter);
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState(false);
  const searchId = useId();
  const columns = useColumnCount();
  usePrefetchModulePages(filter);
  const modules = useModules(filter);
  // New pages render in the background, in slices, so a page of cards never blocks input; the search stays urgent.
  const pages = useDeferredValue(modules.data);
  const entries = useMemo(() => uniqueById(pages?.pages.flatMap((page) => page.content) ?? []), [pages]);
  // Built with each page (in the background), so a keystroke only scans lower-cased strings.
  const searchIndex = useMemo(() => searchIndexOf(entries), [entries]);
  // The input shows each key at once; the grid follows in the background and yields to the next key.
  const searched = useDeferredValue(search);
  const shown = useMemo(() => searchModules(searchIndex, searched), [searchIndex, searched]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = modules;
  const loadMore = useMemo(
    () => () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    [fetchNextPage, isFetchingNextPage],
  );

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h1" gutterBottom>
        {texts.session.greeting(userData?.name || userData?.username || '')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        {/* The parts of an outlined TextField: TextField itself would bring Select and its menu into the first load */}
        <FormControl size="small" sx={{ flex: 1, maxWidth: 480 }}>
          <InputLabel htmlFor={searchId}>{dashboardTexts.searchLabel}</InputLabel>
          <OutlinedInput
            id={searchId}
            type="search"
            label={dashboardTexts.searchLabel}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormControl>
        <Button variant="outlined" onClick={() => setOrdering(true)}>
          {dashboardTexts.orderFavorites}
        </Button>
      </Stack>
      <FilterChips value={filter} onChange={setFilter} />
      <DashboardActionsProvider>
        {/* data-search: the search text the grid shows results for (the benchmark times keystrokes with it) */}
        <Box data-search={searched}>
          {modules.isPending || (modules.isSuccess && !pages) ? (
            // A screen high while loading: the footer starts below the fold, so the grid does not push it down.
            <Box sx={{ minHeight: '100vh' }}>
              <LoadingIndicator />
            </Box>
          ) : searched.trim() && !hasMatches(shown, searched) ? (
            <NoSearchResults term={searched.trim()} onReset={() => setSearch('')} />
          ) : shown.length === 0 ? (
            <Typography sx={{ my: 4 }}>{dashboardTexts.noModules}</Typography>
          ) : (
            <ModuleGrid
              entries={shown}
              search={searched}
              columns={columns}
              hasMore={Boolean(hasNextPage)}
              loadMore={loadMore}
            />
          )}
        </Box>
      </DashboardActionsProvider>
      <Typography role="status" variant="body2" color="text.secondary">
        {isFetchingNextPage ? dashboardTexts.loadingMore : ''}
      </Typography>
      {ordering && (
        <Suspense fallback={null}>
          <FavoriteOrderDialog onClose={() => setOrdering(false)} />
        </Suspense>
      )}
    </Container>
  );
}
