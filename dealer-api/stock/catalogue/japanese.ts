import { range, type MakeEntry } from "./types";

// Japanese makes: hybrids named by their system ("1.8 Hybrid"), automatics often CVTs.

export const toyota: MakeEntry = {
  name: "Toyota",
  autoName: "CVT",
  paints: [
    ["Silver Metallic", "silver", "#b6b9bb"],
    ["Pure White", "white", "#f4f4f1"],
    ["Eclipse Black", "black", "#141518"],
    ["Tokyo Red", "red", "#a5151d"],
    ["Grey Metallic", "grey", "#6a6d70"],
    ["Nebula Blue", "blue", "#1e3b66"],
    ["Bronze Oxide", "bronze", "#7a5a3a"],
  ],
  ranges: [
    range("Aygo", "hatchback", [2014, 2022], 5, 4, 855, [3465, 1615, 1460], 5, [
      ["1.0 VVT-i", "x-play", 998, 71, "P", "M", 108, 11_500],
      ["1.0 VVT-i", "x-trend", 998, 71, "P", "M", 108, 12_500],
      ["1.0 VVT-i", "x-clusiv", 998, 71, "P", "A", 112, 13_900],
    ]),
    range("Aygo X", "hatchback", [2022], 5, 4, 940, [3700, 1740, 1510], 3, [
      ["1.0 VVT-i", "Pure", 998, 71, "P", "M", 110, 15_000],
      ["1.0 VVT-i", "Edge", 998, 71, "P", "A", 114, 16_500],
    ]),
    range("Yaris", "hatchback", [2020], 5, 5, 1085, [3940, 1745, 1500], 9, [
      ["1.5 VVT-i", "Icon", 1490, 123, "P", "M", 128, 19_000],
      ["1.5 Hybrid", "Icon", 1490, 114, "H", "A", 92, 20_500],
      ["1.5 Hybrid", "Design", 1490, 114, "H", "A", 93, 22_500],
      ["1.5 Hybrid", "Excel", 1490, 114, "H", "A", 98, 24_000],
      ["1.6 GR", "Circuit Pack", 1618, 257, "P", "M", 186, 33_500, { drive: "AWD", doors: 3 }],
    ]),
    range("Yaris Cross", "suv", [2021], 5, 5, 1185, [4180, 1765, 1560], 6, [
      ["1.5 Hybrid", "Icon", 1490, 114, "H", "A", 102, 23_500],
      ["1.5 Hybrid", "Design", 1490, 114, "H", "A", 102, 25_000],
      ["1.5 Hybrid AWD-i", "Excel", 1490, 114, "H", "A", 110, 27_500, { drive: "AWD" }],
    ]),
    range("Corolla", "hatchback", [2019], 5, 5, 1330, [4370, 1790, 1435], 7, [
      ["1.8 Hybrid", "Icon", 1798, 121, "H", "A", 101, 25_500],
      ["1.8 Hybrid", "Design", 1798, 121, "H", "A", 102, 27_500],
      ["2.0 Hybrid", "GR Sport", 1987, 181, "H", "A", 112, 30_500],
    ]),
    range("Corolla", "estate", [2019], 5, 5, 1390, [4650, 1790, 1435], 3, [
      ["1.8 Hybrid", "Icon Tech", 1798, 121, "H", "A", 103, 27_500],
      ["2.0 Hybrid", "Excel", 1987, 181, "H", "A", 114, 32_000],
    ]),
    range("C-HR", "suv", [2016, 2023], 5, 5, 1380, [4390, 1795, 1555], 5, [
      ["1.8 Hybrid", "Icon", 1798, 121, "H", "A", 118, 25_500],
      ["1.8 Hybrid", "Excel", 1798, 121, "H", "A", 119, 28_500],
      ["2.0 Hybrid", "GR Sport", 1987, 181, "H", "A", 118, 31_500],
    ]),
    range("RAV4", "suv", [2019], 5, 5, 1650, [4600, 1855, 1685], 4, [
      ["2.5 VVT-i Hybrid", "Design", 2487, 215, "H", "A", 128, 33_500],
      ["2.5 VVT-i Hybrid AWD-i", "Dynamic", 2487, 219, "H", "A", 131, 37_500, { drive: "AWD" }],
      ["2.5 PHEV AWD-i", "Dynamic", 2487, 302, "PH", "A", 22, 48_000, { drive: "AWD" }],
    ]),
    range("Hilux", "pickup", [2016], 4, 5, 2095, [5325, 1855, 1815], 2, "AWD", [
      ["2.4 D-4D", "Invincible", 2393, 148, "D", "M", 260, 34_000],
      ["2.8 D-4D", "Invincible X", 2755, 201, "D", "A", 264, 40_000],
    ]),
  ],
};

export const lexus: MakeEntry = {
  name: "Lexus",
  autoName: "E-CVT",
  premium: true,
  paints: [
    ["Sonic Titanium", "silver", "#a9abab"],
    ["Sonic White", "white", "#f1f1ee"],
    ["Graphite Black", "black", "#1a1b1e"],
    ["Celestial Blue", "blue", "#2b4f7a"],
    ["Sonic Copper", "bronze", "#8a5d3b"],
  ],
  ranges: [
    range("UX", "suv", [2019], 5, 5, 1540, [4495, 1840, 1540], 2, [
      ["250h 2.0", "Premium Plus", 1987, 181, "H", "A", 120, 34_000],
      ["250h 2.0", "F Sport", 1987, 181, "H", "A", 122, 37_000],
    ]),
    range("NX", "suv", [2022], 5, 5, 1830, [4660, 1865, 1660], 1, [
      ["350h 2.5", "Premium Pack", 2487, 240, "H", "A", 143, 47_000],
      ["450h+ 2.5", "F Sport", 2487, 302, "PH", "A", 22, 60_000, { drive: "AWD" }],
    ]),
    range("ES", "saloon", [2019], 4, 5, 1680, [4975, 1865, 1445], 1, [
      ["300h 2.5", "F Sport", 2487, 215, "H", "A", 106, 41_000],
    ]),
  ],
};

export const nissan: MakeEntry = {
  name: "Nissan",
  autoName: "Xtronic",
  paints: [
    ["Ceramic Grey", "grey", "#7d8082"],
    ["Storm White", "white", "#f0f0ed"],
    ["Pearl Black", "black", "#121316"],
    ["Magnetic Blue", "blue", "#24416e"],
    ["Fuji Sunset Red", "red", "#a0171f"],
    ["Blade Silver", "silver", "#bcbfc1"],
  ],
  ranges: [
    range("Micra", "hatchback", [2017, 2023], 5, 5, 1002, [3999, 1743, 1455], 6, [
      ["1.0 IG-T 92", "Acenta", 999, 91, "P", "M", 124, 16_500],
      ["1.0 IG-T 92", "N-Connecta", 999, 91, "P", "M", 124, 17_900],
      ["1.0 IG-T 100", "N-Sport", 999, 99, "P", "M", 121, 19_000],
    ]),
    range("Juke", "suv", [2019], 5, 5, 1199, [4210, 1800, 1595], 12, [
      ["1.0 DIG-T 114", "Acenta", 999, 112, "P", "M", 135, 20_000],
      ["1.0 DIG-T 114", "N-Connecta", 999, 112, "P", "M", 135, 22_000],
      ["1.0 DIG-T 114", "Tekna", 999, 112, "P", "A", 136, 25_500],
      ["1.6 Hybrid", "N-Connecta", 1598, 141, "H", "A", 114, 27_000],
    ]),
    range("Qashqai", "suv", [2014, 2021], 5, 5, 1320, [4394, 1806, 1590], 8, [
      ["1.3 DiG-T 140", "Acenta Premium", 1332, 138, "P", "M", 144, 24_500],
      ["1.5 dCi 115", "N-Connecta", 1461, 113, "D", "M", 122, 26_500],
      ["1.3 DiG-T 160", "Tekna", 1332, 158, "P", "A", 145, 29_500],
    ]),
    range("Qashqai", "suv", [2021], 5, 5, 1395, [4425, 1838, 1625], 14, [
      ["1.3 DiG-T MH 140", "Acenta Premium", 1332, 138, "H", "M", 143, 27_500],
      ["1.3 DiG-T MH 158", "N-Connecta", 1332, 156, "H", "A", 145, 31_000],
      ["1.3 DiG-T MH 158", "Tekna", 1332, 156, "H", "A", 146, 33_500],
      ["1.5 e-Power 190", "Tekna+", 1497, 188, "H", "A", 119, 38_000],
    ]),
    range("X-Trail", "suv", [2014, 2022], 5, 7, 1580, [4690, 1830, 1725], 3, [
      ["1.3 DiG-T 160", "N-Connecta", 1332, 158, "P", "A", 166, 31_000],
      ["1.7 dCi", "Tekna", 1749, 148, "D", "A", 168, 35_000, { drive: "AWD" }],
    ]),
    range("Leaf", "hatchback", [2018, 2024], 5, 5, 1580, [4490, 1790, 1540], 3, [
      ["110kW 40kWh", "Acenta", 0, 148, "E", "A", 0, 28_500],
      ["160kW e+ 59kWh", "Tekna", 0, 214, "E", "A", 0, 36_000],
    ]),
    range("Ariya", "suv", [2022], 5, 5, 1990, [4595, 1850, 1660], 1, [
      ["160kW 63kWh", "Advance", 0, 214, "E", "A", 0, 44_000],
    ]),
    range("Navara", "pickup", [2016, 2021], 4, 5, 2010, [5255, 1850, 1840], 1, "AWD", [
      ["2.3 dCi", "Tekna", 2298, 187, "D", "A", 211, 33_000],
    ]),
  ],
};

export const honda: MakeEntry = {
  name: "Honda",
  autoName: "CVT",
  paints: [
    ["Lunar Silver", "silver", "#b9bcbe"],
    ["Platinum White", "white", "#f1f1ec"],
    ["Crystal Black", "black", "#141518"],
    ["Meteoroid Grey", "grey", "#65686b"],
    ["Premium Crystal Red", "red", "#8e1b22"],
  ],
  ranges: [
    range("Jazz", "hatchback", [2020], 5, 5, 1228, [4044, 1694, 1526], 4, [
      ["1.5 i-MMD Hybrid", "SE", 1498, 107, "H", "A", 102, 19_500],
      ["1.5 i-MMD Hybrid", "EX", 1498, 107, "H", "A", 104, 21_500],
      ["1.5 i-MMD Hybrid", "Crosstar EX", 1498, 107, "H", "A", 110, 23_000],
    ]),
    range("Civic", "hatchback", [2017, 2022], 5, 5, 1275, [4518, 1799, 1434], 4, [
      ["1.0 VTEC Turbo", "SE", 988, 124, "P", "M", 127, 21_500],
      ["1.0 VTEC Turbo", "EX", 988, 124, "P", "A", 131, 25_000],
      ["1.5 VTEC Turbo", "Sport", 1498, 179, "P", "M", 140, 25_500],
      ["2.0 VTEC Turbo", "Type R GT", 1996, 316, "P", "M", 176, 34_000],
    ]),
    range("HR-V", "suv", [2021], 5, 5, 1380, [4340, 1790, 1582], 3, [
      ["1.5 i-MMD Hybrid", "Elegance", 1498, 129, "H", "A", 122, 28_000],
      ["1.5 i-MMD Hybrid", "Advance Style", 1498, 129, "H", "A", 126, 32_000],
    ]),
    range("CR-V", "suv", [2018, 2023], 5, 5, 1640, [4600, 1855, 1689], 2, [
      ["2.0 i-MMD Hybrid", "SE", 1993, 181, "H", "A", 126, 31_000],
      ["1.5 VTEC Turbo", "SR", 1498, 170, "P", "A", 164, 32_000, { drive: "AWD" }],
    ]),
  ],
};

export const mazda: MakeEntry = {
  name: "Mazda",
  paints: [
    ["Soul Red Crystal", "red", "#9e1620"],
    ["Machine Grey", "grey", "#5e6164"],
    ["Snowflake White", "white", "#f1f1ec"],
    ["Jet Black", "black", "#121316"],
    ["Deep Crystal Blue", "blue", "#1f2e4c"],
    ["Sonic Silver", "silver", "#b3b6b8"],
  ],
  ranges: [
    range("Mazda2", "hatchback", [2015, 2023], 5, 5, 1045, [4065, 1695, 1495], 3, [
      ["1.5 Skyactiv-G 75", "SE-L", 1496, 74, "P", "M", 117, 15_500],
      ["1.5 Skyactiv-G 90", "Sport Nav", 1496, 89, "P", "M", 117, 18_000],
      ["1.5 Skyactiv-G 90", "GT Sport Nav", 1496, 89, "P", "A", 127, 19_800],
    ]),
    range("Mazda3", "hatchback", [2019], 5, 5, 1325, [4460, 1795, 1435], 3, [
      ["2.0 Skyactiv-G", "SE-L", 1998, 120, "H", "M", 119, 23_000],
      ["2.0 e-Skyactiv X", "GT Sport", 1998, 183, "H", "M", 119, 28_000],
    ]),
    range("CX-30", "suv", [2019], 5, 5, 1375, [4395, 1795, 1540], 3, [
      ["2.0 e-Skyactiv G 122", "SE-L Lux", 1998, 120, "H", "M", 128, 25_000],
      ["2.0 e-Skyactiv X 186", "GT Sport", 1998, 183, "H", "A", 134, 30_000],
    ]),
    range("CX-5", "suv", [2017], 5, 5, 1535, [4550, 1840, 1675], 3, [
      ["2.0 Skyactiv-G", "SE-L Nav+", 1998, 163, "P", "M", 163, 27_500],
      ["2.2 Skyactiv-D", "Sport Nav+", 2191, 148, "D", "A", 153, 31_000],
      ["2.2 Skyactiv-D 184", "GT Sport", 2191, 181, "D", "A", 167, 35_500, { drive: "AWD" }],
    ]),
    range("MX-5", "convertible", [2015], 2, 2, 1035, [3915, 1735, 1230], 2, "RWD", [
      ["1.5 Skyactiv-G", "SE-L Nav", 1496, 130, "P", "M", 142, 22_500],
      ["2.0 Skyactiv-G", "Sport Tech", 1998, 181, "P", "M", 155, 27_500],
    ]),
  ],
};

export const suzuki: MakeEntry = {
  name: "Suzuki",
  paints: [
    ["Premium Silver", "silver", "#b8bbbe"],
    ["Pure White", "white", "#f2f2ee"],
    ["Cosmic Black", "black", "#131417"],
    ["Burning Red", "red", "#ae1820"],
    ["Speedy Blue", "blue", "#2c5e9b"],
    ["Mineral Grey", "grey", "#6b6e70"],
  ],
  ranges: [
    range("Swift", "hatchback", [2017, 2024], 5, 5, 890, [3840, 1735, 1495], 5, [
      ["1.2 Dualjet", "SZ-L", 1242, 89, "P", "M", 117, 14_500],
      ["1.2 Dualjet SHVS", "SZ-T", 1197, 82, "H", "M", 111, 15_500],
      ["1.2 Dualjet SHVS ALLGRIP", "SZ5", 1197, 82, "H", "M", 121, 17_000, { drive: "AWD" }],
      ["1.4 Boosterjet", "Sport", 1373, 127, "H", "M", 127, 20_000],
    ]),
    range("Ignis", "hatchback", [2017], 5, 5, 865, [3700, 1690, 1595], 2, [
      ["1.2 Dualjet SHVS", "SZ-T", 1197, 82, "H", "M", 114, 14_500],
      ["1.2 Dualjet SHVS ALLGRIP", "SZ5", 1197, 82, "H", "M", 123, 16_500, { drive: "AWD" }],
    ]),
    range("Vitara", "suv", [2015], 5, 5, 1160, [4175, 1775, 1610], 3, [
      ["1.4 Boosterjet SHVS", "SZ-T", 1373, 127, "H", "M", 141, 22_500],
      ["1.4 Boosterjet SHVS ALLGRIP", "SZ5", 1373, 127, "H", "M", 146, 25_500, { drive: "AWD" }],
    ]),
  ],
};

export const mitsubishi: MakeEntry = {
  name: "Mitsubishi",
  paints: [
    ["Sterling Silver", "silver", "#b5b8ba"],
    ["White Pearl", "white", "#f0f0ec"],
    ["Amethyst Black", "black", "#1a1a1e"],
    ["Red Diamond", "red", "#9e1820"],
    ["Titanium Grey", "grey", "#5d6164"],
  ],
  ranges: [
    range("Mirage", "hatchback", [2013, 2019], 5, 5, 875, [3795, 1665, 1510], 1, [
      ["1.2", "Juro", 1193, 79, "P", "M", 111, 12_500],
    ]),
    range("Eclipse Cross", "suv", [2018], 5, 5, 1425, [4545, 1805, 1685], 2, [
      ["1.5 T", "2", 1499, 161, "P", "M", 160, 22_000],
      ["2.4 PHEV", "Dynamic", 2360, 185, "PH", "A", 46, 34_000, { drive: "AWD" }],
    ]),
    range("Outlander", "suv", [2014, 2021], 5, 5, 1880, [4695, 1800, 1710], 3, "AWD", [
      ["2.4 PHEV", "Juro", 2360, 221, "PH", "A", 46, 36_500],
      ["2.4 PHEV", "4hs", 2360, 221, "PH", "A", 46, 42_000],
    ]),
    range("L200", "pickup", [2015], 4, 5, 1915, [5285, 1815, 1780], 2, "AWD", [
      ["2.2 DI-D", "Warrior", 2268, 148, "D", "A", 229, 33_000],
      ["2.4 DI-D", "Barbarian", 2442, 178, "D", "A", 225, 35_000],
    ]),
  ],
};
