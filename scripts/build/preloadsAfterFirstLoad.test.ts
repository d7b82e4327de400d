import type { Rolldown } from 'vite';
import { preloadsAfterFirstLoad } from './preloadsAfterFirstLoad';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk', fileName, imports, isEntry });

it('leaves the chunks of the first load out of a lazy screen’s preload list, and keeps the others', () => {
  const { plugin, resolveDependencies } = preloadsAfterFirstLoad();
  const bundle = {
    'admin.js': chunk('admin.js', ['react.js'], true),
    'react.js': chunk('react.js', ['scheduler.js']),
    'scheduler.js': chunk('scheduler.js', []),
    'List.js': chunk('List.js', ['grid.js', 'react.js']),
    'grid.js': chunk('grid.js', ['react.js']),
  } as unknown as Rolldown.OutputBundle;
  const generateBundle = plugin.generateBundle as {
    handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  generateBundle.handler({}, bundle);
  expect(resolveDependencies('List.js', ['List.js', 'grid.js', 'react.js', 'scheduler.js'])).toEqual([
    'List.js',
    'grid.js',
  ]);
});
