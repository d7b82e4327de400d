import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { portalTexts } from '@shared/texts';
import { useDimensions } from '../api/getDimensions';
import { sameFilter, type DashboardFilter } from '../model/filter';

const texts = portalTexts.dashboard;

/**
 * 'Alle Module', 'Favoriten', the categories (only when there is more than one), then the user groups. A user
 * group named like a shown category says what it is ('Benutzergruppe Vertrieb'): two chips 'Vertrieb' that
 * filter differently looked like one chip twice.
 */
export function FilterChips({
  value,
  onChange,
}: {
  value: DashboardFilter;
  onChange: (filter: DashboardFilter) => void;
}) {
  const { data } = useDimensions();
  const categories = (data?.categories.length ?? 0) > 1 ? (data?.categories ?? []) : [];
  const options: { filter: DashboardFilter; label: string; name?: string }[] = [
    { filter: { kind: 'default' }, label: texts.filterAll },
    { filter: { kind: 'favorite' }, label: texts.filterFavorites },
    ...categories.map((category) => ({
      filter: { kind: 'category', value: category } as const,
      label: category,
      name: texts.categoryChip(category),
    })),
    ...(data?.userGroups ?? []).map((group) => ({
      filter: { kind: 'userGroup', value: group } as const,
      label: categories.includes(group) ? texts.userGroupChip(group) : group,
      name: texts.userGroupChip(group),
    })),
  ];
  return (
    <Stack role="group" aria-label={texts.filterLabel} direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}>
      {options.map(({ filter, label, name }) => {
        const selected = sameFilter(filter, value);
        return (
          <Chip
            key={`${filter.kind}:${label}`}
            label={label}
            aria-label={name}
            clickable
            aria-pressed={selected}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(filter)}
          />
        );
      })}
    </Stack>
  );
}
