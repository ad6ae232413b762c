import { createIcon } from '../../icons/createIcon';

export const DownloadIcon = createIcon('DownloadIcon', <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const TrashIcon = createIcon(
  'TrashIcon',
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
);
export const PencilIcon = createIcon(
  'PencilIcon',
  <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />,
);
