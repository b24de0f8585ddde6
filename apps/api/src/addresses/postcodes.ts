import { allPostcodes } from 'malaysia-postcodes';

/**
 * Our states (by their code in `states`) as the `malaysia-postcodes` data set names them. The
 * federal territories are "Wp …" there and Penang is "Pulau Pinang"; the rest match by name.
 */
const DATASET_STATE: Record<string, string> = {
  JHR: 'Johor',
  KDH: 'Kedah',
  KTN: 'Kelantan',
  MLK: 'Melaka',
  NSN: 'Negeri Sembilan',
  PHG: 'Pahang',
  PRK: 'Perak',
  PLS: 'Perlis',
  PNG: 'Pulau Pinang',
  SBH: 'Sabah',
  SWK: 'Sarawak',
  SGR: 'Selangor',
  TRG: 'Terengganu',
  KUL: 'Wp Kuala Lumpur',
  LBN: 'Wp Labuan',
  PJY: 'Wp Putrajaya',
};

let index: Map<string, Set<string>> | null = null;

/** Postcode → the data set's states that use it (a postcode could straddle a border; none does today). */
function postcodeIndex(): Map<string, Set<string>> {
  if (index) return index;
  index = new Map();
  for (const state of allPostcodes) {
    for (const city of state.city) {
      for (const postcode of city.postcode) {
        let states = index.get(postcode);
        if (!states) index.set(postcode, (states = new Set()));
        states.add(state.name);
      }
    }
  }
  return index;
}

/**
 * Whether a 5-digit postcode is in use in the state with this code. Checked against the maintained
 * postcode list rather than number ranges, which overlap between states.
 */
export function postcodeBelongsToState(postcode: string, stateCode: string): boolean {
  const datasetName = DATASET_STATE[stateCode];
  if (!datasetName || !/^\d{5}$/.test(postcode)) return false;
  return postcodeIndex().get(postcode)?.has(datasetName) ?? false;
}

/** The codes of the states that use a postcode: none for one not in use (`00000`, `99999`) or not five digits. */
export function statesOfPostcode(postcode: string): string[] {
  if (!/^\d{5}$/.test(postcode)) return [];
  const names = postcodeIndex().get(postcode);
  if (!names) return [];
  return Object.entries(DATASET_STATE)
    .filter(([, name]) => names.has(name))
    .map(([code]) => code);
}

/** The state codes the mapping knows, for the test that every seeded state is mapped. */
export const MAPPED_STATE_CODES = Object.keys(DATASET_STATE);
