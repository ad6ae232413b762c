import { createIcon } from '../../icons/createIcon';

/** Two check marks (Material's done_all), the icon of every change-log entry. */
export const DoneAllIcon = createIcon(
  'DoneAllIcon',
  <path d="M2 12.5 6.5 17 16 7.5M12 16l1 1 9.5-9.5" />,
);
