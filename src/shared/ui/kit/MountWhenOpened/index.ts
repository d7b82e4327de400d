export { MountWhenOpened } from './MountWhenOpened';
