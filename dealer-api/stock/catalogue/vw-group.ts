import { range, type MakeEntry } from "./types";

// Volkswagen Group makes share engines (1.0 TSI, 1.5 TSI, 2.0 TDI) and gearboxes (DSG), as the real line-ups do.

export const volkswagen: MakeEntry = {
  name: "Volkswagen",
  autoName: "DSG",
  limitedTo155: true,
  paints: [
    ["Moonstone Grey", "grey", "#7b7f80"],
    ["Pure White", "white", "#f5f5f3"],
    ["Deep Black Pearl", "black", "#16171a"],
    ["Kings Red", "red", "#a3121c"],
    ["Atlantic Blue", "blue", "#1f3d6b"],
    ["Reflex Silver", "silver", "#bfc2c4"],
    ["Indium Grey", "grey", "#55585b"],
  ],
  ranges: [
    range("up!", "hatchback", [2012, 2023], 5, 4, 950, [3600, 1645, 1504], 4, [
      ["1.0 65", "Move up", 999, 64, "P", "M", 108, 12_600],
      ["1.0 65", "High up", 999, 64, "P", "M", 110, 13_900],
      ["1.0 TSI 115", "GTI", 999, 114, "P", "M", 127, 16_400, { doors: 3 }],
    ]),
    range("Polo", "hatchback", [2017], 5, 5, 1130, [4053, 1751, 1461], 14, [
      ["1.0 EVO 80", "Life", 999, 79, "P", "M", 116, 18_000],
      ["1.0 TSI 95", "Match", 999, 94, "P", "M", 113, 19_500],
      ["1.0 TSI 95", "SE", 999, 94, "P", "M", 114, 19_100],
      ["1.0 TSI 110", "R-Line", 999, 109, "P", "A", 120, 23_500],
      ["2.0 TSI", "GTI", 1984, 204, "P", "A", 152, 27_500],
    ]),
    range("Golf", "hatchback", [2013, 2020], 5, 5, 1205, [4258, 1799, 1492], 10, [
      ["1.0 TSI 110", "SE", 999, 109, "P", "M", 113, 21_000],
      ["1.6 TDI 115", "Match", 1598, 114, "D", "M", 104, 22_500],
      ["1.5 TSI EVO 150", "GT", 1498, 148, "P", "M", 116, 25_500],
      ["2.0 TDI 150", "GT", 1968, 148, "D", "A", 112, 27_000],
      ["2.0 TSI 245", "GTI Performance", 1984, 242, "P", "M", 148, 31_500],
    ]),
    range("Golf", "hatchback", [2020], 5, 5, 1255, [4284, 1789, 1456], 16, [
      ["1.0 TSI 110", "Life", 999, 109, "P", "M", 120, 24_000],
      ["1.5 TSI 150", "R-Line", 1498, 148, "P", "M", 133, 28_500],
      ["1.5 eTSI 150", "Style", 1498, 148, "H", "A", 126, 29_500],
      ["2.0 TDI 150", "Style", 1968, 148, "D", "A", 113, 30_500],
      ["1.4 TSI eHybrid", "GTE", 1395, 242, "PH", "A", 29, 38_000],
      ["2.0 TSI 245", "GTI", 1984, 242, "P", "A", 162, 37_500],
      ["2.0 TSI 320 4MOTION", "R", 1984, 316, "P", "A", 177, 43_000, { drive: "AWD" }],
    ]),
    range("T-Cross", "suv", [2019], 5, 5, 1240, [4108, 1760, 1584], 7, [
      ["1.0 TSI 95", "S", 999, 94, "P", "M", 124, 20_000],
      ["1.0 TSI 110", "SEL", 999, 109, "P", "A", 130, 24_000],
      ["1.0 TSI 115", "R-Line", 999, 114, "P", "M", 125, 24_500],
    ]),
    range("T-Roc", "suv", [2017], 5, 5, 1270, [4234, 1819, 1573], 12, [
      ["1.0 TSI 110", "Life", 999, 109, "P", "M", 132, 25_000],
      ["1.5 TSI 150", "Style", 1498, 148, "P", "A", 140, 29_500],
      ["1.5 TSI 150", "R-Line", 1498, 148, "P", "M", 138, 30_500],
      ["2.0 TDI 150", "SEL", 1968, 148, "D", "A", 137, 30_000],
    ]),
    range("Tiguan", "suv", [2016, 2024], 5, 5, 1500, [4486, 1839, 1675], 8, [
      ["1.5 TSI 150", "Life", 1498, 148, "P", "M", 161, 31_000],
      ["2.0 TDI 150", "R-Line", 1968, 148, "D", "A", 156, 36_000],
      ["2.0 TDI 200 4MOTION", "R-Line", 1968, 197, "D", "A", 190, 41_000, { drive: "AWD" }],
      ["1.4 TSI eHybrid", "Elegance", 1395, 242, "PH", "A", 35, 40_000],
    ]),
    range("Touran", "mpv", [2015], 5, 7, 1436, [4527, 1829, 1659], 2, [
      ["1.5 TSI 150", "SE Family", 1498, 148, "P", "M", 147, 30_000],
      ["2.0 TDI 150", "R-Line", 1968, 148, "D", "A", 138, 34_000],
    ]),
    range("Passat", "estate", [2015, 2023], 5, 5, 1460, [4767, 1832, 1516], 4, [
      ["2.0 TDI 150", "SE Business", 1968, 148, "D", "A", 124, 31_000],
      ["1.5 TSI 150", "Elegance", 1498, 148, "P", "A", 136, 33_000],
      ["1.4 TSI", "GTE Advance", 1395, 215, "PH", "A", 40, 40_000],
    ]),
    range("ID.3", "hatchback", [2020], 5, 5, 1772, [4261, 1809, 1552], 4, "RWD", [
      ["Pro 58kWh 204PS", "Life", 0, 201, "E", "A", 0, 37_000],
      ["Pro S 77kWh", "Max", 0, 201, "E", "A", 0, 42_000],
    ]),
    range("ID.4", "suv", [2021], 5, 5, 2124, [4584, 1852, 1640], 3, "RWD", [
      ["Pro 77kWh", "Life", 0, 201, "E", "A", 0, 45_000],
      ["GTX 77kWh", "GTX", 0, 295, "E", "A", 0, 53_000, { drive: "AWD" }],
    ]),
    range("Amarok", "pickup", [2016, 2022], 4, 5, 2078, [5254, 1954, 1834], 1, "AWD", [
      ["3.0 V6 TDI 258", "Highline", 2967, 254, "D", "A", 262, 45_000],
    ]),
  ],
};

export const audi: MakeEntry = {
  name: "Audi",
  autoName: "S tronic",
  premium: true,
  limitedTo155: true,
  paints: [
    ["Daytona Grey", "grey", "#4e5154"],
    ["Glacier White", "white", "#eef0ef"],
    ["Mythos Black", "black", "#121316"],
    ["Tango Red", "red", "#9c1a1f"],
    ["Navarra Blue", "blue", "#1e3766"],
    ["Floret Silver", "silver", "#c2c5c6"],
  ],
  ranges: [
    range("A1", "hatchback", [2018], 5, 5, 1125, [4029, 1740, 1409], 6, [
      ["25 TFSI", "Sport", 999, 94, "P", "M", 119, 20_500],
      ["30 TFSI", "S line", 999, 109, "P", "M", 121, 23_500],
      ["35 TFSI", "S line", 1498, 148, "P", "A", 133, 26_500],
      ["40 TFSI", "S line Competition", 1984, 204, "P", "A", 152, 30_000],
    ]),
    range("A3", "hatchback", [2013, 2020], 5, 5, 1250, [4313, 1785, 1426], 5, [
      ["1.0 TFSI", "SE", 999, 114, "P", "M", 107, 22_000],
      ["1.5 TFSI", "S line", 1498, 148, "P", "M", 114, 26_000],
      ["2.0 TDI", "S line", 1968, 148, "D", "A", 111, 28_500],
    ]),
    range("A3", "hatchback", [2020], 5, 5, 1305, [4343, 1816, 1449], 9, [
      ["30 TFSI", "Sport", 999, 109, "P", "M", 121, 26_500],
      ["35 TFSI", "S line", 1498, 148, "P", "A", 128, 32_000],
      ["35 TDI", "S line", 1968, 148, "D", "A", 118, 33_000],
      ["40 TFSI e", "S line", 1395, 201, "PH", "A", 27, 38_500],
      ["S3 TFSI quattro", "Black Edition", 1984, 306, "P", "A", 179, 45_000, { drive: "AWD" }],
    ]),
    range("A4", "saloon", [2016], 4, 5, 1450, [4762, 1847, 1428], 4, [
      ["35 TFSI", "Sport", 1984, 148, "P", "A", 140, 34_000],
      ["35 TDI", "S line", 1968, 161, "D", "A", 126, 37_000],
      ["40 TDI quattro", "Black Edition", 1968, 201, "D", "A", 144, 42_000, { drive: "AWD" }],
    ]),
    range("A4", "estate", [2016], 5, 5, 1510, [4762, 1847, 1435], 4, [
      ["35 TDI", "Sport", 1968, 161, "D", "A", 129, 38_500],
      ["40 TFSI", "S line", 1984, 201, "P", "A", 149, 41_000],
    ]),
    range("A5", "coupe", [2017], 2, 4, 1470, [4697, 1846, 1371], 3, [
      ["40 TFSI", "Sport", 1984, 201, "P", "A", 149, 39_000],
      ["40 TDI", "S line", 1968, 201, "D", "A", 136, 42_000],
    ]),
    range("A5", "convertible", [2017, 2024], 2, 4, 1650, [4673, 1846, 1383], 1, [
      ["40 TFSI", "S line", 1984, 201, "P", "A", 158, 46_000],
    ]),
    range("Q2", "suv", [2016], 5, 5, 1230, [4208, 1794, 1537], 4, [
      ["30 TFSI", "Sport", 999, 114, "P", "M", 128, 24_500],
      ["35 TFSI", "S line", 1498, 148, "P", "A", 137, 29_500],
    ]),
    range("Q3", "suv", [2019], 5, 5, 1470, [4484, 1849, 1585], 6, [
      ["35 TFSI", "Sport", 1498, 148, "P", "M", 148, 33_000],
      ["35 TDI", "S line", 1968, 148, "D", "A", 143, 36_000],
      ["45 TFSI e", "S line", 1395, 242, "PH", "A", 32, 42_000],
    ]),
    range("Q5", "suv", [2017], 5, 5, 1795, [4682, 1893, 1662], 4, "AWD", [
      ["40 TDI quattro", "Sport", 1968, 201, "D", "A", 169, 46_000],
      ["40 TDI quattro", "Black Edition", 1968, 201, "D", "A", 170, 49_500],
      ["50 TFSI e quattro", "S line", 1984, 295, "PH", "A", 44, 56_000],
    ]),
    range("Q4 e-tron", "suv", [2021], 5, 5, 2050, [4588, 1865, 1632], 2, "RWD", [
      ["40 82kWh", "Sport", 0, 201, "E", "A", 0, 49_000],
      ["50 quattro 82kWh", "Black Edition", 0, 295, "E", "A", 0, 58_000, { drive: "AWD" }],
    ]),
    range("TT", "coupe", [2014, 2023], 3, 4, 1335, [4191, 1832, 1353], 1, [
      ["40 TFSI", "Sport", 1984, 194, "P", "A", 148, 35_000],
      ["45 TFSI quattro", "S line", 1984, 242, "P", "A", 164, 40_000, { drive: "AWD" }],
    ]),
  ],
};

export const skoda: MakeEntry = {
  name: "Skoda",
  autoName: "DSG",
  paints: [
    ["Moon White", "white", "#f0f0ec"],
    ["Magic Black", "black", "#15161a"],
    ["Quartz Grey", "grey", "#5f6265"],
    ["Race Blue", "blue", "#1f4f8f"],
    ["Velvet Red", "red", "#8e1b24"],
    ["Brilliant Silver", "silver", "#bdc0c2"],
  ],
  ranges: [
    range("Fabia", "hatchback", [2021], 5, 5, 1130, [4107, 1780, 1460], 7, [
      ["1.0 MPI 80", "SE Comfort", 999, 79, "P", "M", 118, 17_500],
      ["1.0 TSI 95", "SE L", 999, 94, "P", "M", 115, 20_000],
      ["1.0 TSI 110", "Monte Carlo", 999, 109, "P", "A", 122, 23_500],
    ]),
    range("Octavia", "hatchback", [2020], 5, 5, 1300, [4689, 1829, 1470], 9, [
      ["1.0 TSI 110", "SE Technology", 999, 109, "P", "M", 121, 24_000],
      ["1.5 TSI 150", "SE L", 1498, 148, "P", "M", 131, 27_500],
      ["2.0 TDI 150", "SE L", 1968, 148, "D", "A", 124, 30_000],
      ["2.0 TSI 245", "vRS", 1984, 242, "P", "A", 161, 35_000],
    ]),
    range("Octavia", "estate", [2020], 5, 5, 1350, [4689, 1829, 1468], 6, [
      ["2.0 TDI 115", "SE Technology", 1968, 114, "D", "M", 113, 26_500],
      ["1.5 TSI 150", "SE L", 1498, 148, "P", "M", 133, 28_700],
      ["1.4 TSI iV", "vRS", 1395, 242, "PH", "A", 30, 38_000],
    ]),
    range("Kamiq", "suv", [2019], 5, 5, 1235, [4241, 1793, 1531], 5, [
      ["1.0 TSI 110", "SE", 999, 109, "P", "M", 125, 22_500],
      ["1.5 TSI 150", "Monte Carlo", 1498, 148, "P", "A", 135, 28_000],
    ]),
    range("Karoq", "suv", [2017], 5, 5, 1340, [4382, 1841, 1603], 6, [
      ["1.5 TSI 150", "SE L", 1498, 148, "P", "M", 146, 29_000],
      ["2.0 TDI 150", "SportLine", 1968, 148, "D", "A", 160, 33_500, { drive: "AWD" }],
    ]),
    range("Kodiaq", "suv", [2017], 5, 7, 1590, [4697, 1882, 1676], 5, [
      ["1.5 TSI 150", "SE L", 1498, 148, "P", "A", 164, 34_000],
      ["2.0 TDI 200 4x4", "Sportline", 1968, 197, "D", "A", 184, 42_000, { drive: "AWD" }],
    ]),
    range("Superb", "estate", [2015, 2023], 5, 5, 1530, [4862, 1864, 1477], 3, [
      ["2.0 TDI 150", "SE Technology", 1968, 148, "D", "A", 133, 31_000],
      ["1.4 TSI iV", "Laurin + Klement", 1395, 215, "PH", "A", 35, 42_000],
    ]),
    range("Enyaq", "suv", [2021], 5, 5, 2090, [4649, 1879, 1616], 4, "RWD", [
      ["iV 60 62kWh", "Lodge", 0, 177, "E", "A", 0, 38_000],
      ["iV 80 82kWh", "Suite", 0, 201, "E", "A", 0, 44_000],
      ["iV 80x 82kWh", "Sportline", 0, 262, "E", "A", 0, 50_000, { drive: "AWD" }],
    ]),
  ],
};

export const seat: MakeEntry = {
  name: "SEAT",
  autoName: "DSG",
  paints: [
    ["Magnetic Tech", "grey", "#5c5f62"],
    ["Nevada White", "white", "#eeeeea"],
    ["Midnight Black", "black", "#131417"],
    ["Desire Red", "red", "#b5121b"],
    ["Mystery Blue", "blue", "#22406f"],
    ["Urban Silver", "silver", "#b7babd"],
  ],
  ranges: [
    range("Ibiza", "hatchback", [2017], 5, 5, 1110, [4059, 1780, 1447], 7, [
      ["1.0 MPI 80", "SE", 999, 79, "P", "M", 124, 17_000],
      ["1.0 TSI 95", "SE Technology", 999, 94, "P", "M", 116, 18_500],
      ["1.0 TSI 110", "FR", 999, 109, "P", "M", 118, 20_500],
      ["1.5 TSI 150", "FR Sport", 1498, 148, "P", "A", 132, 24_000],
    ]),
    range("Leon", "hatchback", [2020], 5, 5, 1261, [4368, 1800, 1456], 6, [
      ["1.0 TSI 110", "SE", 999, 109, "P", "M", 121, 22_500],
      ["1.5 TSI 150", "FR", 1498, 148, "P", "M", 131, 26_500],
      ["1.5 eTSI 150", "FR", 1498, 148, "H", "A", 125, 28_000],
      ["1.4 eHybrid", "FR", 1395, 201, "PH", "A", 27, 35_000],
    ]),
    range("Arona", "suv", [2018], 5, 5, 1165, [4138, 1780, 1552], 6, [
      ["1.0 TSI 95", "SE", 999, 94, "P", "M", 125, 19_500],
      ["1.0 TSI 110", "FR", 999, 109, "P", "A", 130, 23_000],
      ["1.5 TSI 150", "Xcellence Lux", 1498, 148, "P", "A", 139, 26_000],
    ]),
    range("Ateca", "suv", [2016], 5, 5, 1350, [4381, 1841, 1615], 4, [
      ["1.5 TSI 150", "FR", 1498, 148, "P", "M", 146, 29_000],
      ["2.0 TDI 150", "Xperience", 1968, 148, "D", "A", 154, 32_000],
    ]),
    range("Tarraco", "suv", [2019], 5, 7, 1640, [4735, 1839, 1658], 1, [
      ["2.0 TDI 150", "Xcellence", 1968, 148, "D", "A", 163, 36_000],
    ]),
  ],
};

export const cupra: MakeEntry = {
  name: "Cupra",
  autoName: "DSG",
  paints: [
    ["Graphene Grey", "grey", "#55595c"],
    ["Midnight Black", "black", "#131417"],
    ["Glacial White", "white", "#eceeed"],
    ["Aurora Blue", "blue", "#1a3c6e"],
    ["Desire Red", "red", "#b5121b"],
  ],
  ranges: [
    range("Formentor", "suv", [2021], 5, 5, 1437, [4450, 1839, 1511], 5, [
      ["1.5 TSI 150", "V1", 1498, 148, "P", "M", 142, 31_000],
      ["1.4 eHybrid 245", "VZ2", 1395, 242, "PH", "A", 31, 43_000],
      ["2.0 TSI 310 4Drive", "VZ2", 1984, 306, "P", "A", 188, 46_000, { drive: "AWD" }],
    ]),
    range("Born", "hatchback", [2022], 5, 5, 1811, [4322, 1809, 1537], 3, "RWD", [
      ["150kW 58kWh", "V1", 0, 201, "E", "A", 0, 36_000],
      ["170kW 77kWh", "V2", 0, 228, "E", "A", 0, 41_000],
    ]),
    range("Tavascan", "suv", [2024], 5, 5, 2140, [4644, 1861, 1597], 1, "RWD", [
      ["Endurance 77kWh", "V2", 0, 282, "E", "A", 0, 48_000],
      ["VZ 77kWh", "VZ2", 0, 335, "E", "A", 0, 55_000, { drive: "AWD" }],
    ]),
  ],
};

export const porsche: MakeEntry = {
  name: "Porsche",
  autoName: "PDK",
  premium: true,
  paints: [
    ["Jet Black", "black", "#101113"],
    ["Carrara White", "white", "#f1f1ee"],
    ["GT Silver", "silver", "#b8babb"],
    ["Gentian Blue", "blue", "#1b3663"],
    ["Guards Red", "red", "#c1121f"],
    ["Crayon", "grey", "#c5c7c5"],
  ],
  ranges: [
    range("911", "coupe", [2019], 2, 4, 1505, [4519, 1852, 1298], 1, "RWD", [
      ["3.0", "Carrera", 2981, 379, "P", "A", 206, 94_000],
      ["3.0", "Carrera S", 2981, 444, "P", "A", 210, 104_000],
      ["3.0", "Carrera 4S", 2981, 444, "P", "A", 215, 110_000, { drive: "AWD" }],
    ]),
    range("Macan", "suv", [2014, 2024], 5, 5, 1865, [4726, 1922, 1621], 2, "AWD", [
      ["2.0", "T", 1984, 261, "P", "A", 228, 55_000],
      ["2.9 V6", "S", 2894, 375, "P", "A", 241, 62_000],
      ["2.9 V6", "GTS", 2894, 434, "P", "A", 247, 72_000],
    ]),
    range("Cayenne", "suv", [2018], 5, 5, 2060, [4918, 1983, 1696], 1, "AWD", [
      ["3.0 V6", "Platinum Edition", 2995, 335, "P", "A", 259, 70_000],
      ["3.0 V6 E-Hybrid", "Platinum Edition", 2995, 456, "PH", "A", 72, 80_000],
    ]),
    range("Taycan", "saloon", [2020], 4, 4, 2140, [4963, 1966, 1379], 1, "AWD", [
      ["Performance Battery Plus 93kWh", "4S", 0, 563, "E", "A", 0, 91_000],
    ]),
  ],
};
