import type { ProjectTabProps } from './types';

// Contract file: the issue that owns this tab replaces its body with the real screen.
export default function ChangeLogTab({ project }: ProjectTabProps) {
  return <p>{project.name}</p>;
}
