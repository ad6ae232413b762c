import { createIcon } from '../../icons/createIcon';

/** A cassette unit (kasetna): a square panel with four louvres. */
export const CassetteUnitIcon = createIcon(
  'CassetteUnitIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 7h10M7 17h10M7 7v10M17 7v10" />
  </>,
);

/** A ceiling unit (plafonska): a long flat body with one louvre. */
export const CeilingUnitIcon = createIcon(
  'CeilingUnitIcon',
  <>
    <rect x="2" y="7" width="20" height="10" rx="2" />
    <path d="M5 13h14" />
  </>,
);

/** @deprecated Use `CassetteUnitIcon`; this name goes in the next minor version. */
export const KasetnaIcon = CassetteUnitIcon;

/** @deprecated Use `CeilingUnitIcon`; this name goes in the next minor version. */
export const PlafonskaIcon = CeilingUnitIcon;
