import * as styles from '../../../app/layout.css';
import { usePermissions } from '../../../app/usePermissions';
import { AlarmConfigurationsSection } from '../alarms/AlarmConfigurationsSection';
import { AlarmEntriesSection } from '../alarms/AlarmEntriesSection';
import type { ProjectTabProps } from './types';

/** The Alarms tab: the project's alarm configurations and the entries they raised. */
export default function AlarmsTab({ project }: ProjectTabProps) {
  const { can } = usePermissions();
  return (
    <div className={styles.stack}>
      <AlarmConfigurationsSection project={project} canEdit={can('edit_alarm_configurations')} />
      <AlarmEntriesSection project={project} canResolve={can('resolve_alarms')} />
    </div>
  );
}
