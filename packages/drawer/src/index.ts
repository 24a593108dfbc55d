export { default } from './Drawer';
export type {
  DrawerClassNames,
  DrawerProps,
  DrawerStyles,
  MotionConfig,
  Placement,
  PushConfig,
} from './DrawerProps';
