import { range, type MakeEntry } from "./types";

// Britain's two best-selling makes for decades: the largest share of any used stock.

export const ford: MakeEntry = {
  name: "Ford",
  paints: [
    ["Magnetic Grey", "grey", "#4a4d50"],
    ["Frozen White", "white", "#f2f2ef"],
    ["Agate Black", "black", "#111214"],
    ["Race Red", "red", "#b3101b"],
    ["Desert Island Blue", "blue", "#2f5f8f"],
    ["Moondust Silver", "silver", "#b8bcbf"],
    ["Chrome Blue", "blue", "#1e4b8c"],
  ],
  ranges: [
    range("Fiesta", "hatchback", [2017, 2023], 5, 5, 1090, [4040, 1735, 1476], 30, [
      ["1.1", "Trend", 1084, 74, "P", "M", 123, 16_110],
      ["1.0 EcoBoost 95", "Trend", 999, 94, "P", "M", 118, 17_305],
      ["1.0 EcoBoost 100", "Zetec", 999, 99, "P", "M", 117, 17_795],
      ["1.0 EcoBoost 125", "Titanium", 999, 123, "P", "M", 119, 19_895],
      ["1.0 EcoBoost 125", "Titanium", 999, 123, "P", "A", 128, 21_095],
      ["1.0 EcoBoost Hybrid mHEV 125", "ST-Line Edition", 999, 123, "H", "M", 112, 21_195],
      ["1.5 TDCi 85", "Zetec", 1499, 84, "D", "M", 98, 18_295],
      ["1.5 EcoBoost 200", "ST-3", 1497, 197, "P", "M", 136, 24_995, { doors: 3 }],
    ]),
    range("Focus", "hatchback", [2018, 2025], 5, 5, 1264, [4378, 1825, 1454], 20, [
      ["1.0 EcoBoost 125", "Zetec", 999, 123, "P", "M", 114, 22_350],
      ["1.0 EcoBoost Hybrid mHEV 125", "ST-Line", 999, 123, "H", "M", 113, 25_150],
      ["1.0 EcoBoost Hybrid mHEV 155", "ST-Line X", 999, 153, "H", "M", 115, 27_850],
      ["1.5 EcoBlue", "Titanium", 1499, 118, "D", "M", 107, 24_650],
      ["1.5 EcoBoost 150", "Titanium", 1497, 148, "P", "A", 135, 26_400],
      ["2.3 EcoBoost", "ST", 2261, 276, "P", "M", 179, 33_500],
    ]),
    range("Focus", "estate", [2018, 2025], 5, 5, 1320, [4668, 1825, 1481], 5, [
      ["1.0 EcoBoost 125", "Titanium", 999, 123, "P", "M", 118, 24_450],
      ["1.5 EcoBlue", "ST-Line", 1499, 118, "D", "M", 110, 26_450],
      ["2.0 EcoBlue", "Active", 1995, 148, "D", "A", 131, 29_950],
    ]),
    range("Puma", "suv", [2019], 5, 5, 1205, [4186, 1805, 1550], 18, [
      ["1.0 EcoBoost Hybrid mHEV 125", "Titanium", 999, 123, "H", "M", 124, 23_445],
      ["1.0 EcoBoost Hybrid mHEV 125", "ST-Line", 999, 123, "H", "A", 131, 26_245],
      ["1.0 EcoBoost Hybrid mHEV 155", "ST-Line X", 999, 153, "H", "M", 127, 26_845],
      ["1.5 EcoBoost 200", "ST", 1497, 197, "P", "M", 155, 30_225],
    ]),
    range("Kuga", "suv", [2020], 5, 5, 1528, [4614, 1883, 1661], 12, [
      ["1.5 EcoBoost 150", "Titanium", 1497, 148, "P", "M", 148, 28_995],
      ["1.5 EcoBlue", "ST-Line", 1499, 118, "D", "M", 124, 30_300],
      ["2.5 FHEV", "Vignale", 2488, 187, "H", "A", 130, 36_600, { drive: "AWD" }],
      ["2.5 PHEV", "ST-Line X", 2488, 222, "PH", "A", 32, 38_450],
    ]),
    range("S-MAX", "mpv", [2015, 2023], 5, 7, 1705, [4796, 1916, 1655], 3, [
      ["2.0 EcoBlue 150", "Titanium", 1995, 148, "D", "M", 139, 33_150],
      ["2.0 EcoBlue 190", "ST-Line", 1995, 187, "D", "A", 152, 37_350],
    ]),
    range("Ranger", "pickup", [2016, 2022], 4, 5, 2075, [5362, 1860, 1815], 3, "AWD", [
      ["2.2 TDCi", "Limited", 2198, 158, "D", "M", 231, 28_995],
      ["2.0 EcoBlue", "Wildtrak", 1996, 210, "D", "A", 255, 36_995],
    ]),
    range("Mustang Mach-E", "suv", [2021], 5, 5, 1993, [4713, 1881, 1624], 2, "RWD", [
      ["Standard Range RWD", "Select", 0, 266, "E", "A", 0, 50_830],
      ["Extended Range AWD", "Premium", 0, 346, "E", "A", 0, 62_080, { drive: "AWD" }],
    ]),
  ],
};

export const vauxhall: MakeEntry = {
  name: "Vauxhall",
  paints: [
    ["Quartz Grey", "grey", "#6d7073"],
    ["Jade White", "white", "#f4f4f0"],
    ["Diamond Black", "black", "#141517"],
    ["Hot Red", "red", "#c8102e"],
    ["Voltaic Blue", "blue", "#1d5fa8"],
    ["Sovereign Silver", "silver", "#b9bcbe"],
  ],
  ranges: [
    range("Corsa", "hatchback", [2019], 5, 5, 1090, [4060, 1765, 1435], 28, [
      ["1.2", "SE", 1199, 74, "P", "M", 120, 16_840],
      ["1.2", "Design", 1199, 74, "P", "M", 121, 18_830],
      ["1.2 Turbo 100", "SRi", 1199, 99, "P", "M", 119, 19_420],
      ["1.2 Turbo 100", "GS Line", 1199, 99, "P", "M", 121, 21_580],
      ["1.2 Turbo 100", "Elite Nav", 1199, 99, "P", "M", 120, 21_640],
      ["1.2 Turbo 130", "Ultimate", 1199, 128, "P", "A", 128, 24_855],
      ["1.5 Turbo D", "SE Nav", 1499, 101, "D", "M", 97, 20_265],
      ["100kW 50kWh", "SRi", 0, 134, "E", "A", 0, 31_095],
    ]),
    range("Astra", "hatchback", [2015, 2021], 5, 5, 1200, [4370, 1809, 1485], 12, [
      ["1.0T ecoTEC 105", "Tech Line Nav", 999, 104, "P", "M", 105, 19_125],
      ["1.4T 150", "SRi Nav", 1399, 148, "P", "M", 124, 21_450],
      ["1.2 Turbo 145", "SRi VX-Line Nav", 1199, 143, "P", "M", 120, 23_000],
      ["1.6 CDTi 136", "Elite Nav", 1598, 134, "D", "A", 119, 26_000],
    ]),
    range("Astra", "hatchback", [2022], 5, 5, 1280, [4374, 1860, 1470], 8, [
      ["1.2 Turbo 110", "Design", 1199, 108, "P", "M", 125, 24_415],
      ["1.2 Turbo 130", "GS Line", 1199, 128, "P", "M", 127, 27_215],
      ["1.5 Turbo D", "SRi", 1499, 128, "D", "A", 118, 28_000],
      ["1.6 Plug-in Hybrid 180", "GS", 1598, 178, "PH", "A", 24, 36_115],
    ]),
    range("Mokka", "suv", [2021], 5, 5, 1180, [4151, 1791, 1534], 10, [
      ["1.2 Turbo 100", "SE", 1199, 99, "P", "M", 122, 21_970],
      ["1.2 Turbo 130", "SRi", 1199, 128, "P", "A", 138, 26_500],
      ["1.2 Turbo 130", "Ultimate Nav", 1199, 128, "P", "A", 138, 29_780],
      ["100kW 50kWh", "SRi Nav Premium", 0, 134, "E", "A", 0, 34_500],
    ]),
    range("Grandland", "suv", [2018, 2024], 5, 5, 1350, [4477, 1856, 1609], 8, [
      ["1.2 Turbo 130", "SE", 1199, 128, "P", "M", 133, 26_500],
      ["1.5 Turbo D", "Elite Nav", 1499, 128, "D", "A", 139, 31_000],
      ["1.6 Plug-in Hybrid 225", "Ultimate Nav", 1598, 222, "PH", "A", 34, 41_000],
    ]),
    range("Crossland", "suv", [2017, 2024], 5, 5, 1150, [4217, 1765, 1605], 6, [
      ["1.2", "SE", 1199, 82, "P", "M", 124, 19_500],
      ["1.2 Turbo 110", "Elite", 1199, 108, "P", "M", 126, 22_500],
      ["1.5 Turbo D 110", "Griffin", 1499, 108, "D", "M", 112, 21_750],
    ]),
    range("Insignia", "hatchback", [2017, 2022], 5, 5, 1430, [4897, 1863, 1455], 4, [
      ["1.5 Turbo 165", "SRi VX-Line Nav", 1490, 163, "P", "M", 145, 26_000],
      ["2.0 Turbo D", "Elite Nav", 1956, 168, "D", "A", 150, 31_000],
    ]),
    range("Combo Life", "mpv", [2018], 5, 7, 1485, [4753, 1848, 1841], 2, [
      ["1.5 Turbo D", "Energy", 1499, 128, "D", "M", 143, 26_000],
      ["1.2 Turbo 110", "Design", 1199, 108, "P", "M", 148, 23_500],
    ]),
  ],
};
