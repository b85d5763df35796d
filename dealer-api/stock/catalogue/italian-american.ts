import { range, type MakeEntry } from "./types";

// Fiat, Alfa Romeo and Jeep (Stellantis) and Tesla, which names its cars by battery and motors rather than trim.

export const fiat: MakeEntry = {
  name: "Fiat",
  autoName: "Dualogic",
  paints: [
    ["Gelato White", "white", "#f3f2ec"],
    ["Cinema Black", "black", "#121316"],
    ["Colosseo Grey", "grey", "#6c6f70"],
    ["Passione Red", "red", "#b1131c"],
    ["Italia Blue", "blue", "#2d5a92"],
  ],
  ranges: [
    range("500", "hatchback", [2015, 2024], 3, 4, 930, [3571, 1627, 1488], 7, [
      ["1.2", "Pop", 1242, 68, "P", "M", 119, 12_500],
      ["1.0 Mild Hybrid", "Lounge", 999, 69, "H", "M", 119, 14_500],
      ["1.0 Mild Hybrid", "Dolcevita", 999, 69, "H", "M", 119, 15_500],
      ["1.2", "Star", 1242, 68, "P", "A", 127, 15_500],
    ]),
    range("500e", "hatchback", [2021], 3, 4, 1320, [3632, 1683, 1527], 2, [
      ["70kW 24kWh", "Action", 0, 94, "E", "A", 0, 23_500],
      ["87kW 42kWh", "Icon", 0, 116, "E", "A", 0, 28_000],
    ]),
    range("Panda", "hatchback", [2012, 2024], 5, 4, 940, [3653, 1643, 1551], 4, [
      ["1.2", "Easy", 1242, 68, "P", "M", 119, 11_000],
      ["1.0 Mild Hybrid", "City Life", 999, 69, "H", "M", 117, 13_500],
      ["1.0 Mild Hybrid", "Cross", 999, 69, "H", "M", 121, 15_000],
    ]),
    range("Tipo", "hatchback", [2016], 5, 5, 1270, [4368, 1792, 1495], 2, [
      ["1.4", "Easy Plus", 1368, 94, "P", "M", 146, 15_000],
      ["1.6 MultiJet", "Lounge", 1598, 118, "D", "M", 116, 18_500],
    ]),
    range("500X", "suv", [2015, 2024], 5, 5, 1320, [4273, 1796, 1608], 3, [
      ["1.0", "Cross", 999, 118, "P", "M", 143, 19_500],
      ["1.3", "Sport", 1332, 148, "P", "A", 151, 24_500],
    ]),
  ],
};

export const alfaRomeo: MakeEntry = {
  name: "Alfa Romeo",
  premium: true,
  paints: [
    ["Vesuvio Grey", "grey", "#545759"],
    ["Alfa White", "white", "#f1f0ea"],
    ["Vulcano Black", "black", "#141518"],
    ["Alfa Red", "red", "#a3121b"],
    ["Misano Blue", "blue", "#1e3f79"],
  ],
  ranges: [
    range("Giulia", "saloon", [2016], 4, 5, 1530, [4643, 1860, 1436], 1, "RWD", [
      ["2.2 D", "Super", 2143, 158, "D", "A", 140, 34_000],
      ["2.0 TB", "Lusso Ti", 1995, 197, "P", "A", 155, 38_000],
      ["2.0 TB Q4", "Veloce", 1995, 276, "P", "A", 167, 41_000, { drive: "AWD" }],
    ]),
    range("Stelvio", "suv", [2017], 5, 5, 1660, [4687, 1903, 1671], 1, "AWD", [
      ["2.2 D", "Sprint", 2143, 187, "D", "A", 166, 43_000],
      ["2.0 T", "Veloce", 1995, 276, "P", "A", 191, 47_000],
    ]),
    range("Tonale", "suv", [2022], 5, 5, 1525, [4528, 1841, 1601], 1, [
      ["1.5 MHEV 160", "Ti", 1469, 158, "H", "A", 132, 38_000],
      ["1.3 PHEV Q4", "Veloce", 1332, 276, "PH", "A", 29, 46_000, { drive: "AWD" }],
    ]),
  ],
};

export const jeep: MakeEntry = {
  name: "Jeep",
  paints: [
    ["Granite Crystal", "grey", "#4b4e50"],
    ["Alpine White", "white", "#f2f2ee"],
    ["Carbon Black", "black", "#151619"],
    ["Colorado Red", "red", "#a31a20"],
    ["Blue Shade", "blue", "#2a4a70"],
  ],
  ranges: [
    range("Renegade", "suv", [2015], 5, 5, 1320, [4236, 1805, 1667], 2, [
      ["1.0 T3 GSE", "Longitude", 999, 118, "P", "M", 148, 21_000],
      ["1.3 T4 GSE 4xe PHEV", "Limited", 1332, 187, "PH", "A", 45, 34_000, { drive: "AWD" }],
    ]),
    range("Compass", "suv", [2017], 5, 5, 1430, [4394, 1874, 1629], 2, [
      ["1.4 MultiAir", "Longitude", 1368, 138, "P", "M", 165, 26_000],
      ["1.3 T4 GSE 4xe PHEV", "S", 1332, 237, "PH", "A", 44, 39_000, { drive: "AWD" }],
    ]),
    range("Avenger", "suv", [2023], 5, 5, 1200, [4084, 1776, 1528], 1, [
      ["1.2", "Altitude", 1199, 99, "P", "M", 129, 24_000],
      ["115kW 54kWh", "Summit", 0, 154, "E", "A", 0, 38_000],
    ]),
    range("Wrangler", "suv", [2018], 5, 5, 2030, [4882, 1894, 1838], 1, "AWD", [
      ["2.0 GME", "Rubicon", 1995, 268, "P", "A", 234, 55_000],
    ]),
  ],
};

export const tesla: MakeEntry = {
  name: "Tesla",
  premium: true,
  paints: [
    ["Pearl White Multi-Coat", "white", "#f0f0ec"],
    ["Solid Black", "black", "#111215"],
    ["Midnight Silver", "grey", "#5b5e62"],
    ["Deep Blue", "blue", "#1f3a66"],
    ["Red Multi-Coat", "red", "#9c1520"],
  ],
  ranges: [
    range("Model 3", "saloon", [2019], 4, 5, 1765, [4694, 1849, 1443], 5, "RWD", [
      ["", "Standard Range Plus", 0, 283, "E", "A", 0, 40_990],
      ["", "Long Range AWD", 0, 346, "E", "A", 0, 49_990, { drive: "AWD" }],
      ["", "Performance AWD", 0, 450, "E", "A", 0, 57_990, { drive: "AWD" }],
    ]),
    range("Model Y", "suv", [2022], 5, 5, 1909, [4751, 1921, 1624], 4, "RWD", [
      ["", "RWD", 0, 295, "E", "A", 0, 44_990],
      ["", "Long Range AWD", 0, 378, "E", "A", 0, 51_990, { drive: "AWD" }],
      ["", "Performance AWD", 0, 450, "E", "A", 0, 58_990, { drive: "AWD" }],
    ]),
    range("Model S", "hatchback", [2014], 5, 5, 2070, [4970, 1964, 1445], 1, "AWD", [
      ["", "Long Range AWD", 0, 661, "E", "A", 0, 85_000],
    ]),
  ],
};
