import { MESSAGES } from '@hvac/console-domain';

/** The texts of ProjectHero: the defaults, and what a product may replace through `labels`. */
export interface ProjectHeroLabels {
  errors: string;
  noErrors: string;
  projectImage: string;
}

export const DEFAULT_PROJECT_HERO_LABELS: ProjectHeroLabels = {
  errors: MESSAGES.ERRORS,
  noErrors: MESSAGES.NO_ERRORS,
  projectImage: 'Picture of the project',
};
