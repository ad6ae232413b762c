import type { PermissionType } from '@hvac/console-domain';

export interface DemoTenant {
  id: 'demo' | 'acme';
  name: string;
  password: string;
  domain: string;
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  { id: 'demo', name: 'Demo Climate d.o.o.', password: 'Demo#2026', domain: 'demo-climate.rs' },
  { id: 'acme', name: 'Acme HVAC', password: 'Acme#2026', domain: 'acme-hvac.com' },
];

export const DEMO_USERS: readonly {
  username: string;
  firstName: string;
  lastName: string;
  permissionType: PermissionType;
}[] = [
  { username: 'admin', firstName: 'Ana', lastName: 'Jovanović', permissionType: 'company_admin' },
  {
    username: 'manager',
    firstName: 'Marko',
    lastName: 'Petrović',
    permissionType: 'company_manager',
  },
  {
    username: 'operator',
    firstName: 'Nikola',
    lastName: 'Ilić',
    permissionType: 'company_operator',
  },
  {
    username: 'spectator',
    firstName: 'Jelena',
    lastName: 'Marković',
    permissionType: 'company_spectator',
  },
];

export const ROOT_USER = {
  username: 'root',
  password: 'Root#2026',
  firstName: 'Root',
  lastName: 'Administrator',
} as const;

export interface DemoProject {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: 'Serbia' | 'Bosnia' | 'Montenegro' | 'Croatia' | 'Macedonia';
  lat: number;
  lon: number;
  investor: string;
  description: string;
  contactPerson: string;
  contactNumber: string;
  contactEmail: string;
  /** days before the seed date; undefined: none recorded */
  lastInterventionDaysAgo?: number;
  errorStatus: boolean;
  floors: readonly string[];
}

export const DEMO_PROJECTS: Record<DemoTenant['id'], readonly DemoProject[]> = {
  demo: [
    {
      name: 'Ušće Business Tower',
      street: 'Bulevar Mihajla Pupina 6',
      zip: '11070',
      city: 'Novi Beograd',
      country: 'Serbia',
      lat: 44.8156,
      lon: 20.4368,
      investor: 'Sava Real Estate d.o.o.',
      description:
        'Office tower on the Sava bank: VRF heat recovery on floors 1–24, rooftop outdoor units.',
      contactPerson: 'Milan Stojanović',
      contactNumber: '+381 11 311 4520',
      contactEmail: 'milan.stojanovic@savarealestate.rs',
      lastInterventionDaysAgo: 12,
      errorStatus: false,
      floors: ['Ground floor', 'First floor', 'Second floor'],
    },
    {
      name: 'Hotel Vojvodina',
      street: 'Trg slobode 2',
      zip: '21000',
      city: 'Novi Sad',
      country: 'Serbia',
      lat: 45.2553,
      lon: 19.845,
      investor: 'Panonija Hoteli a.d.',
      description:
        'Heritage hotel on the main square, 68 rooms with cassette units and a heat pump for hot water.',
      contactPerson: 'Dragana Kovačević',
      contactNumber: '+381 21 662 2122',
      contactEmail: 'tehnika@panonijahoteli.rs',
      lastInterventionDaysAgo: 3,
      errorStatus: true,
      floors: ['Lobby', 'Rooms 1xx', 'Rooms 2xx'],
    },
    {
      name: 'Klinički centar Niš — Blok C',
      street: 'Bulevar dr Zorana Đinđića 48',
      zip: '18000',
      city: 'Niš',
      country: 'Serbia',
      lat: 43.3139,
      lon: 21.9197,
      investor: 'Zdravstveni fond Niš',
      description:
        'Outpatient wing: two VRF systems for consulting rooms, redundant units for the server room.',
      contactPerson: 'Dr. Vladimir Nikolić',
      contactNumber: '+381 18 450 6000',
      contactEmail: 'odrzavanje@kcnis.rs',
      lastInterventionDaysAgo: 27,
      errorStatus: false,
      floors: ['Ground floor', 'First floor'],
    },
    {
      name: 'Kragujevac Tech Park',
      street: 'Kralja Petra I 22',
      zip: '34000',
      city: 'Kragujevac',
      country: 'Serbia',
      lat: 44.0142,
      lon: 20.911,
      investor: 'Šumadija Invest d.o.o.',
      description:
        'Converted factory hall with open-plan offices, ceiling units and a workshop area.',
      contactPerson: 'Ivan Radovanović',
      contactNumber: '+381 34 300 155',
      contactEmail: 'ivan.radovanovic@sumadijainvest.rs',
      lastInterventionDaysAgo: 45,
      errorStatus: false,
      floors: ['Hall A', 'Mezzanine'],
    },
    {
      name: 'Residence Dedinje',
      street: 'Bulevar kneza Aleksandra Karađorđevića 47',
      zip: '11040',
      city: 'Beograd',
      country: 'Serbia',
      lat: 44.7797,
      lon: 20.455,
      investor: 'Dedinje Living d.o.o.',
      description:
        'Residential building with 24 apartments, air-to-water heat pump and floor heating.',
      contactPerson: 'Sanja Milošević',
      contactNumber: '+381 63 812 4477',
      contactEmail: 'upravnik@dedinjeliving.rs',
      errorStatus: false,
      floors: ['Basement', 'Ground floor'],
    },
    {
      name: 'Sarajevo City Offices',
      street: 'Zmaja od Bosne 7',
      zip: '71000',
      city: 'Sarajevo',
      country: 'Bosnia',
      lat: 43.8556,
      lon: 18.401,
      investor: 'Bosna Properties d.o.o.',
      description: 'Class A offices next to the tram line, VRF per floor with central monitoring.',
      contactPerson: 'Amir Hodžić',
      contactNumber: '+387 33 295 100',
      contactEmail: 'facility@bosnaproperties.ba',
      lastInterventionDaysAgo: 8,
      errorStatus: false,
      floors: ['Ground floor', 'First floor', 'Second floor'],
    },
    {
      name: 'Podgorica Delta Mall',
      street: 'Bulevar Svetog Petra Cetinjskog 1',
      zip: '81000',
      city: 'Podgorica',
      country: 'Montenegro',
      lat: 42.4411,
      lon: 19.2627,
      investor: 'Montenegro Retail Group',
      description: 'Shopping centre extension: food court and retail units on two levels.',
      contactPerson: 'Marija Vujošević',
      contactNumber: '+382 20 410 800',
      contactEmail: 'odrzavanje@mrg.me',
      lastInterventionDaysAgo: 19,
      errorStatus: true,
      floors: ['Level 0', 'Level 1'],
    },
    {
      name: 'Skopje Data Centre',
      street: 'Partizanski odredi 70',
      zip: '1000',
      city: 'Skopje',
      country: 'Macedonia',
      lat: 42.003,
      lon: 21.403,
      investor: 'Vardar Digital DOOEL',
      description: 'Colocation rooms with close control units; office block on VRF.',
      contactPerson: 'Goran Trajkovski',
      contactNumber: '+389 2 3290 400',
      contactEmail: 'noc@vardardigital.mk',
      lastInterventionDaysAgo: 1,
      errorStatus: false,
      floors: ['Server hall'],
    },
  ],
  acme: [
    {
      name: 'Acme Logistics Hub',
      street: 'Slavonska avenija 50',
      zip: '10000',
      city: 'Zagreb',
      country: 'Croatia',
      lat: 45.799,
      lon: 16.019,
      investor: 'Acme Logistics d.o.o.',
      description: 'Warehouse offices and dispatch hall.',
      contactPerson: 'Tomislav Horvat',
      contactNumber: '+385 1 6000 210',
      contactEmail: 'tomislav.horvat@acmelogistics.hr',
      lastInterventionDaysAgo: 6,
      errorStatus: false,
      floors: ['Dispatch hall', 'Offices'],
    },
    {
      name: 'Split Waterfront Hotel',
      street: 'Obala Hrvatskog narodnog preporoda 12',
      zip: '21000',
      city: 'Split',
      country: 'Croatia',
      lat: 43.5076,
      lon: 16.4391,
      investor: 'Riva Hospitality d.d.',
      description: 'Boutique hotel on the Riva, 40 rooms.',
      contactPerson: 'Ivana Babić',
      contactNumber: '+385 21 340 600',
      contactEmail: 'maintenance@rivahospitality.hr',
      lastInterventionDaysAgo: 14,
      errorStatus: true,
      floors: ['Reception', 'Rooms'],
    },
    {
      name: 'Banja Luka Shopping Gallery',
      street: 'Kralja Petra I Karađorđevića 93',
      zip: '78000',
      city: 'Banja Luka',
      country: 'Bosnia',
      lat: 44.7717,
      lon: 17.191,
      investor: 'Vrbas Centar a.d.',
      description: 'Retail gallery with 30 shops on two levels.',
      contactPerson: 'Nebojša Savić',
      contactNumber: '+387 51 222 900',
      contactEmail: 'tehnicka.sluzba@vrbascentar.ba',
      errorStatus: false,
      floors: ['Ground floor'],
    },
  ],
};

/** One document of every document type per project, in the formats the demo can generate. */
export const DEMO_DOCUMENTS = [
  { documentType: 'contract', name: 'Maintenance contract', format: 'pdf' },
  { documentType: 'service', name: 'Annual service report', format: 'pdf' },
  { documentType: 'work_order', name: 'Work order — filter replacement', format: 'txt' },
  { documentType: 'project', name: 'As-built floor plan', format: 'png' },
  { documentType: 'installation', name: 'Commissioning protocol', format: 'pdf' },
  { documentType: 'other', name: 'Refrigerant log', format: 'txt' },
] as const;
