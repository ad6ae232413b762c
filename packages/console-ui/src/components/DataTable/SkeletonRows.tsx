import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';

const SKELETON_WIDTHS = ['85%', '55%', '70%'] as const;

/** Placeholder rows while the first page loads. */
export function SkeletonRows({ columnCount, rowCount }: { columnCount: number; rowCount: number }) {
  return (
    <>
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, cellIndex) => (
            <td key={cellIndex} className={styles.cell}>
              <Skeleton width={SKELETON_WIDTHS[(rowIndex + cellIndex) % SKELETON_WIDTHS.length]} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
