import { memo } from 'react';
import { filterKeysOf } from '../filterKeys';
import type { GridColumn } from '../gridColumn';
import { ChoiceFilter } from './ChoiceFilter';
import { RangeFilter } from './RangeFilter';
import { ReferenceFilter } from './ReferenceFilter';
import { TextFilter } from './TextFilter';

/**
 * The filter under a column's header, matching the column's kind. Memoised: the table draws its header again with
 * every answer, while a filter changes only with its column and the filter values.
 */
export const ColumnFilter = memo(function ColumnFilter({ column }: { column: GridColumn }) {
  const keys = filterKeysOf(column);
  if (keys.from && keys.to) return <RangeFilter column={column} from={keys.from} to={keys.to} />;
  if (column.kind === 'reference' && keys.equals) return <ReferenceFilter column={column} filterKey={keys.equals} />;
  if (keys.equals) return <ChoiceFilter column={column} filterKey={keys.equals} />;
  if (column.kind === 'list' && column.choices && keys.contains) {
    return <ChoiceFilter column={column} filterKey={keys.contains} />;
  }
  return keys.contains ? <TextFilter column={column} filterKey={keys.contains} /> : null;
});
