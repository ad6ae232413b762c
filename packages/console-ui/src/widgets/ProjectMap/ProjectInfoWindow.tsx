import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import * as styles from './ProjectMap.css';
import type { MapProject } from './useProjectClusters';

export interface ProjectLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  project: MapProject;
}

export interface ProjectInfoWindowProps {
  project: MapProject;
  href: string;
  /** Renders the 'View Project' link with the app's router; a plain anchor when omitted. */
  renderLink?: ((props: ProjectLinkProps) => ReactNode) | undefined;
  /** Called on a plain click of the default anchor instead of following it (client-side routing). */
  onNavigate?: ((project: MapProject, href: string) => void) | undefined;
  onClose: () => void;
  /** The link's text and the close button's name, from the map's labels. */
  labels: { viewProject: string; close: string };
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The address lines the specification lists: street, then zip and city, then country. */
function addressLines(project: MapProject): string[] {
  const zipAndCity = [project.address_zip, project.address_city].filter(Boolean).join(' ');
  return [project.address_street_one ?? '', zipAndCity, project.address_country ?? ''].filter(
    (line) => line.trim() !== '',
  );
}

/**
 * The info window of a selected project. It takes focus when it opens, so keyboard users land on
 * it, and Escape closes it (the map returns focus to the marker).
 */
export function ProjectInfoWindow({
  project,
  href,
  renderLink,
  onNavigate,
  onClose,
  labels,
}: ProjectInfoWindowProps) {
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    containerRef.current?.focus();
  }, [project.id]);

  // Escape closes the window from anywhere inside it (a native listener: the dialog element is
  // not itself an interactive control).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
    };
    container.addEventListener('keydown', handleKeyDown);
    return () => container.removeEventListener('keydown', handleKeyDown);
  }, []);

  const linkContent = labels.viewProject;
  const link = renderLink ? (
    renderLink({ href, className: styles.infoLink, children: linkContent, project })
  ) : (
    <a
      href={href}
      className={styles.infoLink}
      onClick={(event) => {
        if (!onNavigate || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(project, href);
      }}
    >
      {linkContent}
    </a>
  );

  return (
    <div className={styles.infoAnchor}>
      <div
        ref={containerRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.infoWindow}
      >
        {project.image ? <img className={styles.infoImage} src={project.image} alt="" /> : null}
        <div className={styles.infoBody}>
          <h3 id={titleId} className={styles.infoTitle}>
            {project.name}
          </h3>
          <address className={styles.infoAddress}>
            {addressLines(project).map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </address>
          {link}
        </div>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={labels.close}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
