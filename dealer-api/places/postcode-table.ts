/**
 * The embedded place table: every UK postcode area (the 121 of Great Britain and Northern Ireland, with Guernsey,
 * Jersey and the Isle of Man) and every district of the four branches' own areas (LS, M, S, YO).
 *
 * APPROXIMATE. Each area stands at the post town it is named after (AB at Aberdeen, KW at the middle of Caithness and
 * Orkney, London's areas at the middle of their districts), each district at its main locality (LS11 at Beeston,
 * S9 at Tinsley), to 0.01° (about half a mile), placed by hand from public maps; they are not ONS centroids. A
 * postcode's distance is therefore good to a mile or two in the branches' districts and to some tens of miles
 * elsewhere (a large rural area has one point): enough for "within 10 / 25 / 50 / 100 miles" and a delivery band,
 * never a promise of a route. A real postcode service (`POSTCODE_API_URL`, postcodes-io.ts) gives each postcode's own
 * centroid. Decision: docs/decisions/140-distance-and-delivery.md.
 */

/** Area letters → [name, latitude, longitude]. */
// prettier-ignore
export const postcodeAreas: Readonly<Record<string, readonly [name: string, latitude: number, longitude: number]>> = {
  AB: ["Aberdeen", 57.15, -2.11], AL: ["St Albans", 51.75, -0.34], B: ["Birmingham", 52.48, -1.9],
  BA: ["Bath", 51.38, -2.36], BB: ["Blackburn", 53.75, -2.48], BD: ["Bradford", 53.79, -1.75],
  BH: ["Bournemouth", 50.72, -1.88], BL: ["Bolton", 53.58, -2.43], BN: ["Brighton", 50.82, -0.14],
  BR: ["Bromley", 51.41, 0.02], BS: ["Bristol", 51.45, -2.59], BT: ["Belfast", 54.6, -5.93],
  CA: ["Carlisle", 54.89, -2.94], CB: ["Cambridge", 52.21, 0.12], CF: ["Cardiff", 51.48, -3.18],
  CH: ["Chester", 53.19, -2.89], CM: ["Chelmsford", 51.74, 0.47], CO: ["Colchester", 51.89, 0.9],
  CR: ["Croydon", 51.37, -0.1], CT: ["Canterbury", 51.28, 1.08], CV: ["Coventry", 52.41, -1.51],
  CW: ["Crewe", 53.1, -2.44], DA: ["Dartford", 51.45, 0.22], DD: ["Dundee", 56.46, -2.97],
  DE: ["Derby", 52.92, -1.48], DG: ["Dumfries", 55.07, -3.61], DH: ["Durham", 54.78, -1.57],
  DL: ["Darlington", 54.52, -1.55], DN: ["Doncaster", 53.52, -1.13], DT: ["Dorchester", 50.71, -2.44],
  DY: ["Dudley", 52.51, -2.09], E: ["London E", 51.53, -0.04], EC: ["London EC", 51.52, -0.1],
  EH: ["Edinburgh", 55.95, -3.19], EN: ["Enfield", 51.65, -0.08], EX: ["Exeter", 50.72, -3.53],
  FK: ["Falkirk", 56.0, -3.78], FY: ["Blackpool", 53.82, -3.05], G: ["Glasgow", 55.86, -4.25],
  GL: ["Gloucester", 51.86, -2.24], GU: ["Guildford", 51.24, -0.57], GY: ["Guernsey", 49.45, -2.54],
  HA: ["Harrow", 51.58, -0.34], HD: ["Huddersfield", 53.65, -1.78], HG: ["Harrogate", 54.0, -1.54],
  HP: ["Hemel Hempstead", 51.75, -0.47], HR: ["Hereford", 52.06, -2.72], HS: ["Outer Hebrides", 58.21, -6.39],
  HU: ["Hull", 53.74, -0.33], HX: ["Halifax", 53.72, -1.86], IG: ["Ilford", 51.56, 0.07],
  IM: ["Isle of Man", 54.15, -4.48], IP: ["Ipswich", 52.06, 1.16], IV: ["Inverness", 57.48, -4.22],
  JE: ["Jersey", 49.19, -2.11], KA: ["Kilmarnock", 55.61, -4.5], KT: ["Kingston upon Thames", 51.41, -0.3],
  KW: ["Kirkwall", 58.6, -3.3], KY: ["Kirkcaldy", 56.11, -3.16], L: ["Liverpool", 53.41, -2.98],
  LA: ["Lancaster", 54.05, -2.8], LD: ["Llandrindod Wells", 52.24, -3.38], LE: ["Leicester", 52.64, -1.13],
  LL: ["Llandudno", 53.32, -3.83], LN: ["Lincoln", 53.23, -0.54], LS: ["Leeds", 53.8, -1.55],
  LU: ["Luton", 51.88, -0.42], M: ["Manchester", 53.48, -2.24], ME: ["Rochester", 51.39, 0.5],
  MK: ["Milton Keynes", 52.04, -0.76], ML: ["Motherwell", 55.79, -3.99], N: ["London N", 51.57, -0.11],
  NE: ["Newcastle upon Tyne", 54.97, -1.61], NG: ["Nottingham", 52.95, -1.15], NN: ["Northampton", 52.24, -0.9],
  NP: ["Newport", 51.59, -3.0], NR: ["Norwich", 52.63, 1.3], NW: ["London NW", 51.55, -0.18],
  OL: ["Oldham", 53.54, -2.12], OX: ["Oxford", 51.75, -1.26], PA: ["Paisley", 55.85, -4.42],
  PE: ["Peterborough", 52.57, -0.24], PH: ["Perth", 56.4, -3.43], PL: ["Plymouth", 50.38, -4.14],
  PO: ["Portsmouth", 50.8, -1.09], PR: ["Preston", 53.76, -2.7], RG: ["Reading", 51.45, -0.97],
  RH: ["Redhill", 51.24, -0.17], RM: ["Romford", 51.58, 0.18], S: ["Sheffield", 53.38, -1.47],
  SA: ["Swansea", 51.62, -3.94], SE: ["London SE", 51.47, -0.05], SG: ["Stevenage", 51.9, -0.2],
  SK: ["Stockport", 53.41, -2.16], SL: ["Slough", 51.51, -0.59], SM: ["Sutton", 51.36, -0.19],
  SN: ["Swindon", 51.56, -1.78], SO: ["Southampton", 50.9, -1.4], SP: ["Salisbury", 51.07, -1.79],
  SR: ["Sunderland", 54.91, -1.38], SS: ["Southend-on-Sea", 51.54, 0.71], ST: ["Stoke-on-Trent", 53.0, -2.18],
  SW: ["London SW", 51.46, -0.17], SY: ["Shrewsbury", 52.71, -2.75], TA: ["Taunton", 51.02, -3.1],
  TD: ["Galashiels", 55.62, -2.81], TF: ["Telford", 52.68, -2.45], TN: ["Tonbridge", 51.2, 0.27],
  TQ: ["Torquay", 50.46, -3.53], TR: ["Truro", 50.26, -5.05], TS: ["Cleveland", 54.57, -1.23],
  TW: ["Twickenham", 51.45, -0.33], UB: ["Southall", 51.51, -0.38], W: ["London W", 51.51, -0.2],
  WA: ["Warrington", 53.39, -2.59], WC: ["London WC", 51.52, -0.12], WD: ["Watford", 51.66, -0.4],
  WF: ["Wakefield", 53.68, -1.5], WN: ["Wigan", 53.55, -2.63], WR: ["Worcester", 52.19, -2.22],
  WS: ["Walsall", 52.59, -1.98], WV: ["Wolverhampton", 52.59, -2.13], YO: ["York", 53.96, -1.08],
  ZE: ["Lerwick", 60.15, -1.15],
};

/** District → [latitude, longitude]: the districts of LS, M, S and YO (the four branches' areas). */
// prettier-ignore
export const postcodeDistricts: Readonly<Record<string, readonly [latitude: number, longitude: number]>> = {
  // Leeds (branch in LS11)
  LS1: [53.8, -1.55], LS2: [53.8, -1.55], LS3: [53.8, -1.57], LS4: [53.81, -1.58], LS5: [53.82, -1.6],
  LS6: [53.82, -1.57], LS7: [53.82, -1.53], LS8: [53.83, -1.51], LS9: [53.8, -1.51], LS10: [53.77, -1.53],
  LS11: [53.78, -1.56], LS12: [53.8, -1.6], LS13: [53.81, -1.64], LS14: [53.82, -1.45], LS15: [53.81, -1.46],
  LS16: [53.85, -1.6], LS17: [53.86, -1.53], LS18: [53.85, -1.65], LS19: [53.86, -1.69], LS20: [53.87, -1.71],
  LS21: [53.91, -1.69], LS22: [53.93, -1.39], LS23: [53.89, -1.34], LS24: [53.87, -1.26], LS25: [53.78, -1.31],
  LS26: [53.75, -1.45], LS27: [53.75, -1.6], LS28: [53.8, -1.67], LS29: [53.92, -1.82],
  // Manchester (branch in M15)
  M1: [53.48, -2.24], M2: [53.48, -2.25], M3: [53.49, -2.26], M4: [53.49, -2.23], M5: [53.48, -2.29],
  M6: [53.5, -2.3], M7: [53.51, -2.27], M8: [53.51, -2.24], M9: [53.52, -2.2], M11: [53.48, -2.18],
  M12: [53.47, -2.2], M13: [53.46, -2.22], M14: [53.45, -2.23], M15: [53.47, -2.25], M16: [53.46, -2.27],
  M17: [53.47, -2.32], M18: [53.46, -2.17], M19: [53.44, -2.19], M20: [53.42, -2.23], M21: [53.44, -2.28],
  M22: [53.39, -2.26], M23: [53.4, -2.29], M24: [53.56, -2.2], M25: [53.53, -2.29], M26: [53.57, -2.34],
  M27: [53.51, -2.35], M28: [53.51, -2.4], M29: [53.5, -2.46], M30: [53.48, -2.35], M31: [53.43, -2.42],
  M32: [53.45, -2.31], M33: [53.43, -2.32], M34: [53.46, -2.12], M35: [53.51, -2.15], M38: [53.53, -2.4],
  M40: [53.51, -2.19], M41: [53.45, -2.36], M43: [53.49, -2.14], M44: [53.44, -2.42], M45: [53.56, -2.3],
  M46: [53.53, -2.49], M50: [53.47, -2.3], M90: [53.36, -2.28],
  // Sheffield (branch in S9), Rotherham, Barnsley, Chesterfield, Worksop
  S1: [53.38, -1.47], S2: [53.37, -1.46], S3: [53.39, -1.48], S4: [53.4, -1.45], S5: [53.42, -1.46],
  S6: [53.4, -1.51], S7: [53.35, -1.49], S8: [53.34, -1.48], S9: [53.4, -1.41], S10: [53.38, -1.52],
  S11: [53.37, -1.51], S12: [53.35, -1.41], S13: [53.37, -1.37], S14: [53.35, -1.43], S17: [53.32, -1.54],
  S18: [53.3, -1.47], S20: [53.33, -1.36], S21: [53.31, -1.33], S25: [53.38, -1.2], S26: [53.36, -1.29],
  S32: [53.3, -1.65], S33: [53.34, -1.72], S35: [53.46, -1.51], S36: [53.5, -1.62], S40: [53.24, -1.44],
  S41: [53.26, -1.42], S42: [53.21, -1.44], S43: [53.27, -1.34], S44: [53.23, -1.3], S45: [53.17, -1.43],
  S60: [53.42, -1.35], S61: [53.44, -1.39], S62: [53.47, -1.36], S63: [53.52, -1.34], S64: [53.49, -1.29],
  S65: [53.43, -1.32], S66: [53.42, -1.23], S70: [53.55, -1.48], S71: [53.57, -1.46], S72: [53.58, -1.39],
  S73: [53.52, -1.4], S74: [53.51, -1.44], S75: [53.56, -1.53], S80: [53.3, -1.12], S81: [53.33, -1.11],
  // York (branch in YO30), Selby, the coast and the Wolds
  YO1: [53.96, -1.08], YO7: [54.23, -1.34], YO8: [53.79, -1.07], YO10: [53.95, -1.06], YO11: [54.27, -0.4],
  YO12: [54.28, -0.43], YO13: [54.28, -0.55], YO14: [54.2, -0.29], YO15: [54.09, -0.19], YO16: [54.1, -0.21],
  YO17: [54.14, -0.8], YO18: [54.25, -0.78], YO19: [53.93, -1.0], YO21: [54.48, -0.62], YO22: [54.46, -0.58],
  YO23: [53.94, -1.12], YO24: [53.95, -1.12], YO25: [54.0, -0.44], YO26: [53.97, -1.14], YO30: [53.99, -1.1],
  YO31: [53.98, -1.07], YO32: [54.01, -1.06], YO41: [53.97, -0.92], YO42: [53.93, -0.78], YO43: [53.85, -0.68],
  YO51: [54.09, -1.39], YO60: [54.05, -0.95], YO61: [54.11, -1.19], YO62: [54.22, -1.05],
};
